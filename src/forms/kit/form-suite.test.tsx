import { vi } from 'vitest';
import { runFormBaseTests } from '../../../testing/forms/form-suite';
import { FORMS_UNDER_TEST } from '../../../testing/forms/forms-under-test';
import { gatewayStandIn } from '../../../testing/forms/gateway-under-test';

// The resume upload streams through XMLHttpRequest, beyond the stand-in's reach: here it always
// succeeds (the career form's own tests and integration/ cover its failures).
vi.mock('../../submissions/upload-client', () => ({
  uploadResume: () => Promise.resolve({ assetId: `file-${'a'.repeat(40)}-pdf` }),
}));

for (const form of FORMS_UNDER_TEST) runFormBaseTests(form, () => gatewayStandIn());
