import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCREENING_DISCLAIMER, instruments, scoreAssessment, type InstrumentId } from '@wellbeing/shared/screening';
import { AssessmentResultView } from './assessment-result';

function render(instrument: InstrumentId, answers: number[]): string {
  const result = scoreAssessment(instrument, answers);
  const router = createMemoryRouter([{ path: '/', element: <AssessmentResultView result={result} saveArea={null} onRestart={() => undefined} /> }]);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

describe('<AssessmentResultView>', () => {
  it.each([
    ['phq9', [0, 0, 0, 0, 0, 0, 0, 0, 0], 'minimal'],
    ['phq9', [3, 3, 3, 3, 3, 3, 2, 0, 0], 'severe'],
    ['gad7', [2, 2, 2, 2, 2, 0, 0], 'moderate'],
  ] as const)('%s %j: says it is a screening, not a diagnosis, with the band and its next steps', (instrument, answers, band) => {
    const html = render(instrument, [...answers]);
    const result = scoreAssessment(instrument, [...answers]);
    expect(result.band).toBe(band);
    expect(html).toContain(SCREENING_DISCLAIMER);
    expect(html).toContain(`data-band="${band}"`);
    expect(text(html)).toContain(`${result.total} out of ${instruments[instrument].maxScore}`);
    for (const step of result.nextSteps) expect(text(html)).toContain(step.replace(/\s+/g, ' '));
    expect(html).not.toContain('data-testid="crisis-support"');
  });

  it('puts crisis help first when PHQ-9 question 9 is above 0, even with a minimal total', () => {
    const html = render('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(html).toContain('data-band="minimal"');
    expect(html).toContain('data-testid="crisis-support"');
    expect(html.indexOf('data-testid="crisis-support"')).toBeLessThan(html.indexOf('data-testid="assessment-score"'));
    expect(html).toContain('href="/get-support/crisis-help"');
  });
});
