// Metric math of the search quality benchmark (bench/search-quality.bench.ts): pure functions over
// judged queries and the ids a search returned, so they can be checked by hand in a unit test.

/** One judged query run through one search system. */
export interface QueryOutcome {
  query: string;
  kind: string;
  /** Ids judged relevant; empty = the catalogue has no right answer. */
  relevant: readonly string[];
  /** Ids of the first page the system returned, in order. */
  returned: readonly string[];
  /** How many products the system said it found (0 = the 'no results' page). */
  total: number;
  /** True when the visitor is shown the results as the exact answer (not marked approximate). */
  shownAsExact: boolean;
}

export interface QualitySummary {
  /** Queries with at least one relevant product. */
  answerable: number;
  /** Queries whose judged answer is empty. */
  noAnswer: number;
  /** Share of answerable queries that returned nothing (0..1); null without answerable queries. */
  zeroResultRate: number | null;
  /** Mean recall@k over answerable queries (0..1); null without answerable queries. */
  meanRecall: number | null;
  /** Mean reciprocal rank of the first relevant product within the first k (0 when none); null without answerable queries. */
  meanReciprocalRank: number | null;
  /** Mean nDCG@k with binary relevance over answerable queries; null without answerable queries. */
  meanNdcg: number | null;
  /** Share of no-answer queries whose non-empty results were shown as exact (0..1); null without any. */
  noAnswerShownExactRate: number | null;
}

/**
 * |relevant ∩ top k| / min(|relevant|, k): 1 when the first page is filled with relevant products
 * (or holds all of them when there are fewer than k). Null when nothing is relevant (undefined).
 */
export function recallAtK(relevant: readonly string[], returned: readonly string[], k = 10): number | null {
  const wanted = new Set(relevant);
  if (wanted.size === 0 || k <= 0) return null;
  const seen = new Set<string>();
  let hits = 0;
  for (const id of returned.slice(0, k)) {
    if (wanted.has(id) && !seen.has(id)) hits++;
    seen.add(id);
  }
  return hits / Math.min(wanted.size, k);
}

/** 1 / rank of the first relevant id within the first k, 0 when none is there; null when nothing is relevant. */
export function reciprocalRankAtK(relevant: readonly string[], returned: readonly string[], k = 10): number | null {
  const wanted = new Set(relevant);
  if (wanted.size === 0 || k <= 0) return null;
  const rank = returned.slice(0, k).findIndex((id) => wanted.has(id));
  return rank === -1 ? 0 : 1 / (rank + 1);
}

/**
 * nDCG@k with binary relevance: the sum of 1 / log2(rank + 1) over relevant ids in the first k
 * (a repeated id counts once), divided by the same sum for an ideal page (min(|relevant|, k)
 * relevant ids first). 1 = the best order possible; null when nothing is relevant.
 */
export function ndcgAtK(relevant: readonly string[], returned: readonly string[], k = 10): number | null {
  const wanted = new Set(relevant);
  if (wanted.size === 0 || k <= 0) return null;
  const seen = new Set<string>();
  let dcg = 0;
  returned.slice(0, k).forEach((id, i) => {
    if (wanted.has(id) && !seen.has(id)) dcg += 1 / Math.log2(i + 2);
    seen.add(id);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(wanted.size, k); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}

/** Shown as an exact answer: something was found and it is not marked approximate. */
export function isShownAsExact(total: number, approximate: boolean): boolean {
  return total > 0 && !approximate;
}

const mean = (values: number[]): number | null => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/** Zero-result rate and mean recall@k over answerable queries, exact share over no-answer ones. */
export function summarize(outcomes: readonly QueryOutcome[], k = 10): QualitySummary {
  const answerable = outcomes.filter((o) => new Set(o.relevant).size > 0);
  const noAnswer = outcomes.filter((o) => new Set(o.relevant).size === 0);
  return {
    answerable: answerable.length,
    noAnswer: noAnswer.length,
    zeroResultRate: mean(answerable.map((o) => (o.total === 0 ? 1 : 0))),
    meanRecall: mean(answerable.map((o) => recallAtK(o.relevant, o.returned, k) ?? 0)),
    meanReciprocalRank: mean(answerable.map((o) => reciprocalRankAtK(o.relevant, o.returned, k) ?? 0)),
    meanNdcg: mean(answerable.map((o) => ndcgAtK(o.relevant, o.returned, k) ?? 0)),
    noAnswerShownExactRate: mean(noAnswer.map((o) => (o.total > 0 && o.shownAsExact ? 1 : 0))),
  };
}

/** summarize() per kind, kinds in first-seen order. */
export function summarizeByKind(outcomes: readonly QueryOutcome[], k = 10): Map<string, QualitySummary> {
  const groups = new Map<string, QueryOutcome[]>();
  for (const o of outcomes) {
    const list = groups.get(o.kind) ?? [];
    list.push(o);
    groups.set(o.kind, list);
  }
  return new Map([...groups].map(([kind, list]) => [kind, summarize(list, k)]));
}
