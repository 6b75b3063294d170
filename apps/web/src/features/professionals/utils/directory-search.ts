import { APPROACHES, LANGUAGES, MEETING_MODES, SPECIALTIES, type DirectorySearch } from '@wellbeing/shared/schemas/professionals';

/** The search as it appears in the page address, so Back, reload and a shared link keep it. */
export interface SearchState {
  q: string;
  specialty: string;
  approach: string;
  language: string;
  mode: string;
  accepting: boolean;
  lowCost: boolean;
  page: number;
}

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    specialty: oneOf(SPECIALTIES, params.get('specialty')),
    approach: oneOf(APPROACHES, params.get('approach')),
    language: oneOf(LANGUAGES, params.get('language')),
    mode: oneOf(MEETING_MODES, params.get('mode')),
    accepting: params.get('accepting') === 'true',
    lowCost: params.get('lowCost') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of ['specialty', 'approach', 'language', 'mode'] as const) if (state[key]) params.set(key, state[key]);
  if (state.accepting) params.set('accepting', 'true');
  if (state.lowCost) params.set('lowCost', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** What the API is asked: only the filters that are set. */
export function toDirectorySearch(state: SearchState): DirectorySearch {
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.specialty ? { specialty: state.specialty as DirectorySearch['specialty'] } : {}),
    ...(state.approach ? { approach: state.approach as DirectorySearch['approach'] } : {}),
    ...(state.language ? { language: state.language as DirectorySearch['language'] } : {}),
    ...(state.mode ? { mode: state.mode as DirectorySearch['mode'] } : {}),
    ...(state.accepting ? { accepting: 'true' } : {}),
    ...(state.lowCost ? { lowCost: 'true' } : {}),
    page: state.page,
  };
}

export const EMPTY_SEARCH: SearchState = { q: '', specialty: '', approach: '', language: '', mode: '', accepting: false, lowCost: false, page: 1 };
