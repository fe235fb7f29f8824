import { act, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateApart } from './hydrate-apart.tsx';

/** A section that notes when it has hydrated (its effects run in the commit that hydrated it). */
function Section({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  useEffect(() => {
    log.push(`${name} hydrated; so far: ${log.join(', ') || 'nothing'}`);
  }, [log, name]);
  return (
    <section>
      <h2>{name}</h2>
      {children}
    </section>
  );
}

async function hydrate(
  page: (log: string[]) => ReactNode,
): Promise<{ log: string[]; errors: unknown[]; html: string }> {
  const html = renderToString(page([]));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const log: string[] = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(log), { onRecoverableError: (error) => errors.push(error) });
  });
  container.remove();
  return { log, errors, html: container.innerHTML };
}

describe('HydrateApart', () => {
  it('hydrates its part after the page around it has committed, not in the same long task', async () => {
    const { log, errors, html } = await hydrate((log) => (
      <Section name="page" log={log}>
        <HydrateApart>
          <Section name="opinions" log={log} />
        </HydrateApart>
      </Section>
    ));
    expect(errors).toEqual([]);
    // The page committed before the part below it was even hydrated; the part followed in a commit of its own.
    expect(log).toEqual([
      'page hydrated; so far: nothing',
      'opinions hydrated; so far: page hydrated; so far: nothing',
    ]);
    expect(html).toContain('<h2>opinions</h2>');
  });

  it('without it, the part hydrates in the page’s own commit (children first)', async () => {
    const { log } = await hydrate((log) => (
      <Section name="page" log={log}>
        <Section name="opinions" log={log} />
      </Section>
    ));
    expect(log[0]).toBe('opinions hydrated; so far: nothing');
  });
});
