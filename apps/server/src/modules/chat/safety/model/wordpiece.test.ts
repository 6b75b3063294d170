import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINILM_DIRECTORY } from './minilm-encoder.js';
import { basicTokens, encodeText, parseVocab } from './wordpiece.js';

const small = parseVocab(['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'i', 'can', "'", 't', 'un', '##happi', '##ness', 'cafe', '.', '!'].join('\n'));

describe('WordPiece tokenizer (the second sentence encoder’s)', () => {
  it('lower-cases, strips accents, drops control characters and keeps punctuation apart', () => {
    expect(basicTokens("I CAN'T\tgo\u0000 on… Café  naïve!!")).toEqual(['i', 'can', "'", 't', 'go', 'on', '…', 'cafe', 'naive', '!', '!']);
    expect(basicTokens('日本ok')).toEqual(['日', '本', 'ok']);
    expect(basicTokens('   ')).toEqual([]);
  });

  it('splits a word into the longest pieces it knows, and makes a word it cannot cover one [UNK]', () => {
    expect(encodeText('Unhappiness.', small, 16)).toEqual([2, 8, 9, 10, 12, 3]);
    expect(encodeText('unhappyness', small, 16)).toEqual([2, 1, 3]);
    expect(encodeText(`${'i'.repeat(101)} i`, small, 16)).toEqual([2, 1, 4, 3]);
  });

  it('keeps [CLS] and [SEP] and cuts the pieces between them to the limit', () => {
    expect(encodeText('i can i can i can', small, 5)).toEqual([2, 4, 5, 4, 3]);
    expect(encodeText('', small, 5)).toEqual([2, 3]);
  });

  it('gives the ids BERT’s uncased vocabulary gives, with the model’s own vocab.txt', () => {
    const vocab = parseVocab(readFileSync(`${MINILM_DIRECTORY}/vocab.txt`, 'utf8'));
    expect([vocab.cls, vocab.sep, vocab.unk]).toEqual([101, 102, 100]);
    expect(encodeText('Hello world', vocab, 256)).toEqual([101, 7592, 2088, 102]);
    expect(encodeText("I can't go on.", vocab, 256)).toEqual([101, 1045, 2064, 1005, 1056, 2175, 2006, 1012, 102]);
  });
});
