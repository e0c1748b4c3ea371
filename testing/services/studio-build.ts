import { studioBuild } from '../../dev/studio-build';

/**
 * A write token in the environment of the tests' Studio build, as on a machine that also runs
 * the gateway: the build test checks that it is not in the bundle (a constant, so the build is
 * reused across runs while studio/ is unchanged).
 */
export const STUDIO_BUILD_CANARY = 'sk-studio-build-canary-never-bundled-0123456789';

/** The project the tests' Studio is built for, as a deploy builds it for the real one. */
export const STUDIO_BUILD_PROJECT = 'kalpa0test';

/**
 * The one Studio build of a test run (`sanity build` as a deploy runs it), made when studio/
 * changed since the last run: the build test checks it and the browser tests open it on the
 * local content service.
 */
export function testStudioBuild(log: (line: string) => void = () => undefined): Promise<string> {
  return studioBuild({
    projectId: STUDIO_BUILD_PROJECT,
    dataset: 'production',
    env: { SANITY_TOKEN: STUDIO_BUILD_CANARY },
    log,
  });
}
