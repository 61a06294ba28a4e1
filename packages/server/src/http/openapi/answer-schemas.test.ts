import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_SCHEMAS_FILE,
  generateAnswerSchemas,
  serializeAnswerSchemas,
} from './generate-answer-schemas.ts';

describe('the answer schemas of the OpenAPI document', () => {
  it("are the ones core's answer types give (else run `npm run api:answers -w @masthead/server`)", () => {
    const generated = serializeAnswerSchemas(generateAnswerSchemas());
    expect(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8') === generated).toBe(true);
    expect(Object.keys(JSON.parse(generated).answers).length).toBeGreaterThan(100);
  }, 120_000);
});
