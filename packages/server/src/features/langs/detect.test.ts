import { describe, expect, it } from 'vitest';
import { detectLang } from './detect.ts';

describe('detectLang', () => {
  it('tells the four site languages apart', () => {
    expect(detectLang('I read this story twice and loved the ending')).toBe('en');
    expect(detectLang('Saya suka membaca cerita pendek di pagi hari')).toBe('in');
    expect(detectLang('這個故事我讀了兩遍，很喜歡結尾')).toBe('tw');
    expect(detectLang('这个故事我读了两遍，很喜欢结尾')).toBe('cn');
  });

  it('reads short names: a topic, a place, a notebook', () => {
    expect(detectLang('Street food')).toBe('en');
    expect(detectLang('Kuliner Jakarta')).toBe('in');
    expect(detectLang('台北')).toBe('tw');
    expect(detectLang('台北', 'cn')).toBe('cn');
    expect(detectLang('美食 food')).toBe('tw');
  });

  it('looks through markup and falls back to the hint, or nothing', () => {
    expect(detectLang('<p>這個<strong>故事</strong></p>')).toBe('tw');
    expect(detectLang('')).toBeNull();
    expect(detectLang(null, 'in')).toBe('in');
    expect(detectLang('42 :)', 'cn')).toBe('cn');
    expect(detectLang('42 :)', 'xx')).toBeNull();
  });

  it('gives the same answer again from its cache', () => {
    const text = 'Kopi dan roti bakar di pagi hari';
    expect(detectLang(text)).toBe(detectLang(text));
  });
});
