/**
 * The home page's media behaviour, inlined at the end of the page (src/lib/build/inlineScriptPlugin.ts): clips
 * attach their sources when near and play only for readers who want motion, and the images of closed steps and
 * inactive tabs are fetched once the page is idle.
 */
import { initLazyVideos, warmImagesWhenIdle } from './lazyVideos.ts';

initLazyVideos();
warmImagesWhenIdle();
