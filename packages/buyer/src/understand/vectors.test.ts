import { describe, expect, it } from 'vitest';
import { loadWordVectors, meaningOf, wordVectorsFromJson } from './vectors';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('word vectors', () => {
  const vectors = loadWordVectors(5_000);

  it('reads the most frequent words as unit vectors that place related words close', () => {
    const near = cosine(vectors.get('price')!, vectors.get('cost')!);
    const far = cosine(vectors.get('price')!, vectors.get('music')!);
    expect(near).toBeGreaterThan(far + 0.2);
    expect(cosine(vectors.get('price')!, vectors.get('price')!)).toBeCloseTo(1, 1);
    expect(vectors.get('zzzqx')).toBeUndefined();
  });

  it('survives its compact form unchanged', () => {
    const again = wordVectorsFromJson(
      JSON.parse(JSON.stringify(vectors.toJSON())) as ReturnType<typeof vectors.toJSON>,
    );
    expect(Array.from(again.get('budget')!)).toEqual(Array.from(vectors.get('budget')!));
  });

  it('gives a clause of function words no meaning, and a clause with content a direction', () => {
    expect(meaningOf(vectors, ['what', 'is', 'the'])).toBeNull();
    const a = meaningOf(vectors, ['what', 'does', 'the', 'service', 'cost'])!;
    const b = meaningOf(vectors, ['how', 'much', 'is', 'the', 'price'])!;
    const c = meaningOf(vectors, ['who', 'won', 'the', 'football', 'game'])!;
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c));
  });
});
