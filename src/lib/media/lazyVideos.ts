import { prefersReducedMotion } from './reducedMotion.ts';
import { parseUrlList, playbackMode, playControlLabel, shouldWarmImages, whenIdle } from './playback.ts';

/**
 * Browser wiring for the home page's looping clips (the decisions live in playback.ts).
 *
 * The server HTML holds each clip's sources and poster in data attributes, so nothing is fetched
 * before a clip comes near the viewport. Near it, the poster and sources are attached and the clip
 * plays, unless the reader prefers reduced motion or saves data: then the still stays, with a play
 * control. Every clip has a pause control (WCAG 2.2.2), and a clip that leaves the viewport, or whose
 * accordion step closes, pauses.
 */

/** Start fetching a little before the clip scrolls into view. */
const NEAR_VIEWPORT = '300px 0px';

interface Connection {
  saveData?: boolean;
}

function readPreferences() {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return {
    reducedMotion: prefersReducedMotion(),
    saveData: connection?.saveData,
  };
}

function attachPoster(video: HTMLVideoElement): void {
  const poster = video.dataset.poster;
  if (poster && !video.getAttribute('poster')) video.poster = poster;
}

function attachSources(video: HTMLVideoElement): void {
  const sources = video.querySelectorAll<HTMLSourceElement>('source[data-src]');
  if (sources.length === 0) return;
  for (const source of sources) {
    source.src = source.dataset.src ?? '';
    source.removeAttribute('data-src');
  }
  video.load();
}

function setUpClip(figure: HTMLElement, wantsMotion: boolean, observer: IntersectionObserver): void {
  const video = figure.querySelector('video');
  const control = figure.querySelector<HTMLButtonElement>('button[data-video-control]');
  if (!video || !control) return;

  let wantsPlay = wantsMotion;
  let near = false;
  if (!wantsMotion) video.autoplay = false;

  const render = () => {
    const playing = !video.paused;
    const label = control.querySelector('[data-label]');
    const words = { play: control.dataset.playLabel ?? '', pause: control.dataset.pauseLabel ?? '' };
    if (label) label.textContent = playControlLabel(playing, words);
    control.dataset.state = playing ? 'playing' : 'paused';
  };
  const play = () => {
    attachPoster(video);
    attachSources(video);
    video.play().catch((error: unknown) => {
      // A pause before playback started (the clip left the viewport, its step closed) is no refusal.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The browser refused to play (autoplay policy, or no playable source): keep the still and offer Play.
      wantsPlay = false;
      render();
    });
  };

  control.hidden = false;
  control.addEventListener('click', () => {
    wantsPlay = video.paused;
    if (wantsPlay) play();
    else video.pause();
  });
  video.addEventListener('play', render);
  video.addEventListener('pause', render);
  render();

  clips.set(video, {
    enter() {
      // Inside a widget that has not taken over yet (the accordion shows every step until then), wait:
      // most of those steps close when it does, and their clips should not be fetched for nothing.
      const island = video.closest('astro-island');
      if (island && !isLive(video)) {
        whenLive(island, video, () => {
          observer.unobserve(video);
          observer.observe(video); // a fresh observation reports the clip's visibility now
        });
        return;
      }
      // Entries arrive asynchronously: one computed before a step closed may land after it did.
      if (video.getClientRects().length === 0) return;
      near = true;
      attachPoster(video);
      if (wantsPlay) play();
    },
    leave() {
      if (near && !video.paused) video.pause();
      near = false;
    },
  });
  observer.observe(video);
}

/** Widgets render their no-JavaScript form until hydrated and enhanced (see islands/shared/useEnhanced.ts). */
const NOT_LIVE = 'astro-island[ssr], [data-enhanced="false"]';

function isLive(element: Element): boolean {
  return element.closest(NOT_LIVE) === null;
}

/** Calls back once the island around the element has hydrated and its widget has enhanced. */
function whenLive(island: Element, element: Element, callback: () => void): void {
  const watcher = new MutationObserver(() => {
    if (!isLive(element)) return;
    watcher.disconnect();
    callback();
  });
  watcher.observe(island, { attributes: true, subtree: true, attributeFilter: ['ssr', 'data-enhanced'] });
}

const clips = new WeakMap<Element, { enter(): void; leave(): void }>();

export function initLazyVideos(root: ParentNode = document): void {
  const figures = root.querySelectorAll<HTMLElement>('[data-lazy-video]:not([data-ready])');
  if (figures.length === 0) return;
  const wantsMotion = playbackMode(readPreferences()) === 'autoplay';
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const clip = clips.get(entry.target);
        if (entry.isIntersecting) clip?.enter();
        else clip?.leave();
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const figure of figures) {
    figure.dataset.ready = '';
    setUpClip(figure, wantsMotion, observer);
  }
}

/**
 * Fetches the images of closed accordion steps and inactive tabs once the page is idle, so opening
 * one never shows an empty frame, while the first view keeps the network to itself.
 */
export function warmImagesWhenIdle(root: ParentNode = document): void {
  if (!shouldWarmImages(readPreferences())) return;
  // An element whose pictures change with the screen names its narrow set and the media query that picks it
  // (as its <source media> does), so a phone warms the drawings it will show rather than the desktop ones.
  const urls = [...root.querySelectorAll<HTMLElement>('[data-warm-images]')].flatMap((element) => {
    const { warmImages, warmImagesNarrow, warmNarrowMedia } = element.dataset;
    const narrow = warmImagesNarrow && warmNarrowMedia && matchMedia(warmNarrowMedia).matches;
    return parseUrlList(narrow ? warmImagesNarrow : warmImages);
  });
  const warm = () =>
    whenIdle(window, () => {
      for (const url of new Set(urls)) {
        const image = new Image();
        image.decoding = 'async';
        image.src = url;
      }
    });
  if (document.readyState === 'complete') warm();
  else addEventListener('load', warm, { once: true });
}
