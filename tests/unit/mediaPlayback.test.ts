import { describe, expect, it, vi } from 'vitest';
import {
  IDLE_FALLBACK_MS,
  IDLE_TIMEOUT_MS,
  parseUrlList,
  playbackMode,
  playControlLabel,
  shouldWarmImages,
  whenIdle,
} from '../../src/lib/media/playback.ts';

describe('playbackMode', () => {
  it('autoplays only when the reader neither reduces motion nor saves data', () => {
    expect(playbackMode({ reducedMotion: false, saveData: false })).toBe('autoplay');
    expect(playbackMode({ reducedMotion: false, saveData: undefined })).toBe('autoplay');
    expect(playbackMode({ reducedMotion: true, saveData: false })).toBe('still');
    expect(playbackMode({ reducedMotion: false, saveData: true })).toBe('still');
    expect(playbackMode({ reducedMotion: true, saveData: true })).toBe('still');
  });
});

describe('shouldWarmImages', () => {
  it('skips the warm-up on data-saving connections', () => {
    expect(shouldWarmImages({ saveData: true })).toBe(false);
    expect(shouldWarmImages({ saveData: false })).toBe(true);
    expect(shouldWarmImages({ saveData: undefined })).toBe(true);
  });
});

describe('playControlLabel', () => {
  it('names the action the button will take, in the words it is given', () => {
    const english = { play: 'Play video', pause: 'Pause video' };
    expect(playControlLabel(true, english)).toBe('Pause video');
    expect(playControlLabel(false, english)).toBe('Play video');
    expect(playControlLabel(false, { play: 'Reproducir video', pause: 'Pausar video' })).toBe('Reproducir video');
  });
});

describe('parseUrlList', () => {
  it('splits on whitespace and drops duplicates and blanks', () => {
    expect(parseUrlList(' /a.svg  /b.webp\n/a.svg ')).toEqual(['/a.svg', '/b.webp']);
    expect(parseUrlList('')).toEqual([]);
    expect(parseUrlList(undefined)).toEqual([]);
  });
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a timeout where the browser has it', () => {
    const requestIdleCallback = vi.fn();
    const setTimeout = vi.fn();
    const callback = () => undefined;
    whenIdle({ requestIdleCallback, setTimeout }, callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: IDLE_TIMEOUT_MS });
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a short timer where it does not', () => {
    const setTimeout = vi.fn();
    const callback = () => undefined;
    whenIdle({ setTimeout }, callback);
    expect(setTimeout).toHaveBeenCalledWith(callback, IDLE_FALLBACK_MS);
  });
});
