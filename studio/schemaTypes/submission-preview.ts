/**
 * How a submission reads in the Studio's lists: who, about what, and where it stands with when
 * it arrived, whether it was sent without JavaScript, and the reference the visitor quotes. Older
 * documents have no `submittedAt`; the stored time stands in for it.
 */
export function submissionPreview(select: { title: string; subtitle: string }) {
  return {
    select: {
      title: select.title,
      subtitle: select.subtitle,
      status: 'status',
      submittedAt: 'submittedAt',
      createdAt: '_createdAt',
      partner: 'source.partner',
      reference: 'reference',
      noScript: 'source.noScript',
    },
    prepare(value: Record<string, unknown>) {
      const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
      const when = text('submittedAt') || text('createdAt');
      const facts = [
        text('status') || 'new',
        when ? new Date(when).toLocaleDateString() : '',
        text('partner') ? `via ${text('partner')}` : '',
        value.noScript === true ? 'sent without JavaScript' : '',
        text('reference'),
      ];
      return {
        title: text('title') || '(no name)',
        subtitle: [text('subtitle'), ...facts].filter(Boolean).join(' · '),
      };
    },
  };
}
