import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import Lightbox, { type ControllerRef, type SlideshowRef } from 'yet-another-react-lightbox';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { PhotoResponse } from '@heirloom/contracts';
import { photoTitle } from '../../../lib/format';
import { photo as photoCopy, viewer as copy } from '../../../messages';
import type { PhotoList, ViewerItem } from '../usePhotoList';
import { VideoPlayer } from './VideoPlayer';
import { ViewerInfo } from './ViewerInfo';
import { toSlide } from './viewerSlides';

interface Props {
  /** The photo the page shows (the whole of it: the info panel reads it). */
  photo: PhotoResponse;
  list: PhotoList;
  open: boolean;
  onStep: (item: ViewerItem) => void;
  onClose: () => void;
}

const SLIDESHOW_DELAY_MS = 4000;

/**
 * The full-screen viewer (yet-another-react-lightbox): the list the photo was opened from, "12 of 47", zoom by wheel,
 * pinch or double-click (the original loads only when zoomed: viewerSlides.ts), an info panel, Download, and a
 * slideshow that Space pauses. ← → step, Esc closes; each step replaces the page's address with the photo shown.
 */
export function PhotoViewer({ photo, list, open, onStep, onClose }: Props) {
  const [infoOpen, setInfoOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const slideshow = useRef<SlideshowRef>(null);
  const controller = useRef<ControllerRef>(null);
  // The photo the lightbox shows, from its own step on: the page's address (and `list.index`) follow a render later,
  // and the lightbox goes back to the index it is given whenever its slides change, so a lagging index undid a step.
  const [shownId, setShownId] = useState<number | null>(null);
  const title = photoTitle(photo);

  // A photo not (yet) found in its list is shown alone until it is.
  const inList = list.index >= 0;
  const items = useMemo(() => (inList ? list.items : [{ id: photo.id, preview_url: photo.preview_url, photo }]), [inList, list.items, photo]);
  const slides = useMemo(() => items.map((item) => toSlide(item, item.photo ? photoTitle(item.photo) : title)), [items, title]);
  const shownIndex = shownId === null ? -1 : items.findIndex((item) => item.id === shownId);
  const index = !inList ? 0 : shownIndex >= 0 ? shownIndex : list.index;
  const close = () => {
    setShownId(null);
    onClose();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // The lightbox steps on arrows only while focus is inside it; the page's body (focus lost to a re-render) too.
      if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !target?.closest('.yarl__root')) {
        if (event.key === 'ArrowLeft') controller.current?.prev();
        else controller.current?.next();
        return;
      }
      if (event.key !== ' ' || target?.closest('video, button, a')) return;
      event.preventDefault();
      if (playing) slideshow.current?.pause();
      else slideshow.current?.play();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, playing]);

  const counter = inList ? copy.counter(index + 1, list.total) : null;

  return (
    <Lightbox
      open={open}
      close={close}
      index={index}
      slides={slides}
      plugins={[Zoom, Slideshow]}
      carousel={{ finite: true, preload: 1 }}
      zoom={{ scrollToZoom: true, maxZoomPixelRatio: 1.5 }}
      slideshow={{ ref: slideshow, delay: SLIDESHOW_DELAY_MS }}
      controller={{ ref: controller }}
      animation={{ fade: 200, swipe: 250 }}
      on={{
        view: ({ index: shown }) => {
          const item = items[shown];
          if (!item || item.id === (shownId ?? photo.id)) return;
          setShownId(item.id);
          onStep(item);
        },
        slideshowStart: () => setPlaying(true),
        slideshowStop: () => setPlaying(false),
      }}
      labels={{ Previous: photoCopy.previous, Next: photoCopy.next, Close: photoCopy.closeViewer, Play: copy.play, Pause: copy.pause, 'Zoom in': copy.zoomIn, 'Zoom out': copy.zoomOut, Lightbox: photoCopy.viewer }}
      toolbar={{
        buttons: [
          counter && (
            <span key="counter" className="viewer-counter" aria-live="polite">
              {counter}
            </span>
          ),
          <a key="download" className="yarl__button" href={photo.download_url} download aria-label={copy.download} title={copy.downloadLabel(title)}>
            <DownloadOutlined style={{ fontSize: 22 }} aria-hidden />
          </a>,
          <button
            key="info"
            type="button"
            className="yarl__button"
            aria-label={copy.info}
            aria-pressed={infoOpen}
            title={copy.infoTitle}
            onClick={() => setInfoOpen((shown) => !shown)}
          >
            <InfoCircleOutlined style={{ fontSize: 22 }} aria-hidden />
          </button>,
          'close',
        ],
      }}
      render={{
        slide: ({ slide }) =>
          slide.type === 'heirloom-video' ? (
            <VideoPlayer video={slide.item.photo ?? photo} title={title} style={{ maxWidth: '100%', maxHeight: '100%', display: 'block' }} />
          ) : undefined,
        controls: () => infoOpen && <ViewerInfo photo={photo} onClose={() => setInfoOpen(false)} />,
      }}
    />
  );
}
