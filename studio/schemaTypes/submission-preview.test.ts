import { describe, expect, it } from 'vitest';
import { submissionPreview } from './submission-preview';

describe("a submission in the Studio's lists", () => {
  const preview = submissionPreview({ title: 'name', subtitle: 'companyName' });
  const row = (value: Record<string, unknown>) =>
    preview.prepare({ title: 'Asha Patil', subtitle: 'Patil Composites', status: 'new', ...value });

  it('reads the reference the visitor quotes, and says when the lead was sent without JavaScript', () => {
    const { subtitle } = row({ reference: 'KR-7F3K2Q', noScript: true });
    expect(subtitle).toContain('KR-7F3K2Q');
    expect(subtitle).toContain('sent without JavaScript');
    expect(preview.select).toMatchObject({ reference: 'reference', noScript: 'source.noScript' });
  });

  it('says nothing of scripts for a lead a form sent with its script', () => {
    expect(row({ reference: 'KR-7F3K2Q' }).subtitle).not.toContain('JavaScript');
  });
});
