import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aiConfigDefaults, aiEnvShape } from './ai-env.js';
import { knownToSee, modelSees } from './model-vision.js';

describe('which models see pictures', () => {
  it.each([
    'gpt-4o-mini',
    'gpt-4o-2024-08-06',
    'chatgpt-4o-latest',
    'gpt-4.1-nano',
    'gpt-4-turbo-2024-04-09',
    'gpt-5-mini',
    'o1',
    'o3',
    'o4-mini',
    'openai/gpt-4o',
    'claude-sonnet-4-5',
    'claude-3-5-sonnet-20241022',
    'claude-3-haiku-20240307',
    'claude-opus-4-1',
    'gemini-2.5-flash',
    'gemini-1.5-pro',
    'google/gemma-3-27b-it',
    'gemma3:12b',
    'llama3.2-vision:11b',
    'meta-llama/Llama-4-Scout-17B-16E-Instruct',
    'llava:13b',
    'qwen2.5vl:7b',
    'Qwen/Qwen2.5-VL-72B-Instruct',
    'pixtral-12b-2409',
    'mistral-small-3.1-24b-instruct',
    'grok-4',
    'minicpm-v',
  ])('%s sees', (model) => {
    expect(knownToSee(model)).toBe(true);
  });

  it.each([
    'gpt-3.5-turbo',
    'gpt-4',
    'gpt-4-turbo-preview',
    'o1-mini',
    'o3-mini',
    'gpt-oss-20b',
    'claude-3-5-haiku-20241022',
    'claude-2.1',
    'gemma3:1b',
    'llama3.1:8b',
    'mistral-7b-instruct',
    'qwen2.5:7b',
    'deepseek-r1',
    'fake-chat',
    '',
  ])('%s is taken as text-only', (model) => {
    expect(knownToSee(model)).toBe(false);
  });

  it('AI_VISION=true or false says it outright; auto (the default) goes by the name', () => {
    expect(aiConfigDefaults().AI_VISION).toBe('auto');
    expect(modelSees('auto', 'gpt-4o-mini')).toBe(true);
    expect(modelSees('auto', 'llama3.1:8b')).toBe(false);
    expect(modelSees(true, 'llama3.1:8b')).toBe(true);
    expect(modelSees(false, 'gpt-4o-mini')).toBe(false);
    const parse = (value: string) => z.object(aiEnvShape).safeParse({ AI_VISION: value });
    expect(parse('true').data?.AI_VISION).toBe(true);
    expect(parse('false').data?.AI_VISION).toBe(false);
    expect(parse('').data?.AI_VISION).toBe('auto');
    expect(parse('yes').error?.issues[0]?.message).toBe('must be auto, true or false');
  });
});
