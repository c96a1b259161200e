// Assets → Scan a label (/app/assets/scan): the phone's camera reads an equipment label's QR code
// and the equipment's page opens (its open work, procedures, "Raise a request"); a part label's
// code opens the part's page (its stock, issuing it). A code that is
// not one of this address's labels says what it holds and opens nothing; typing the tag is the
// fallback. Both look the equipment up in the plant's summary, so they work offline.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from 'reactstrap';
import { DocumentTitle } from '../../../components/pageFocus';
import { TextField } from '../../../components/TextField';
import { readLabel } from '../../../lib/labels';
import { useAppSelector } from '../../../store/hooks';
import { selectPlant, selectPlantEquipment, selectSavedPlant } from '../../plant/plantSlice';
import { type CameraProblem, cameraProblemOf, openCamera, qrDetector, readUntilFound } from './camera';
import messages from './messages';

type Camera =
  { state: 'off' } | { state: 'starting' } | { state: 'scanning' } | { state: 'failed'; problem: CameraProblem };

export default function ScanPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const navigate = useNavigate();
  const saved = useAppSelector(selectSavedPlant);
  const plantName = useAppSelector(selectPlant)?.name ?? '';
  const equipment = useAppSelector(selectPlantEquipment);
  const video = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const [camera, setCamera] = useState<Camera>({ state: 'off' });
  const [outcome, setOutcome] = useState<string | null>(null);
  const [tag, setTag] = useState('');
  const [tagProblem, setTagProblem] = useState<string | undefined>();

  const stop = () => {
    stopRef.current();
    stopRef.current = () => undefined;
  };
  // The camera is released when the page goes.
  useEffect(() => stop, []);

  /** What a scanned code opens: the equipment's page, or nothing with a word why. */
  const opened = (text: string) => {
    stop();
    setCamera({ state: 'off' });
    const read = readLabel(text, window.location.origin);
    if (read.kind === 'equipment') {
      const here = !read.site || (saved && read.site === saved.site && read.plant === saved.plant);
      if (here && !equipment.some((e) => e.id === read.id)) {
        setOutcome(t(messages.notInPlant, { plant: plantName }));
        return;
      }
      void navigate(read.path);
      return;
    }
    // A part label: the catalogue is the company's, whichever plant is chosen.
    if (read.kind === 'part') {
      void navigate(read.path);
      return;
    }
    setOutcome(
      read.kind === 'elsewhere'
        ? t(messages.elsewhere, { host: read.host })
        : read.kind === 'link'
          ? t(messages.link, { host: read.host })
          : t(messages.text, { text: read.text }),
    );
  };

  const start = async () => {
    setOutcome(null);
    setCamera({ state: 'starting' });
    let stream: MediaStream | null = null;
    try {
      const [detector, opened] = await Promise.all([qrDetector(), openCamera(video.current!)]);
      stream = opened;
      const stopReading = readUntilFound(video.current!, detector, (text) => onCode.current(text));
      stopRef.current = () => {
        stopReading();
        stream?.getTracks().forEach((track) => track.stop());
        if (video.current) video.current.srcObject = null;
      };
      setCamera({ state: 'scanning' });
    } catch (error) {
      stream?.getTracks().forEach((track) => track.stop());
      setCamera({ state: 'failed', problem: cameraProblemOf(error) });
    }
  };
  // The reader calls back later: always with this render's view of the plant.
  const onCode = useRef(opened);
  useEffect(() => {
    onCode.current = opened;
  });

  const openTag = (e: FormEvent) => {
    e.preventDefault();
    const typed = tag.trim();
    if (!typed) return setTagProblem(t(messages.tagMissing));
    const found = equipment.find((x) => x.tag.localeCompare(typed, undefined, { sensitivity: 'base' }) === 0);
    if (!found) return setTagProblem(t(messages.tagUnknown, { plant: plantName, tag: typed }));
    setTagProblem(undefined);
    void navigate(`/app/assets/equipment/${encodeURIComponent(found.id)}`);
  };

  const title = t(messages.title);
  const live = camera.state === 'starting' || camera.state === 'scanning';
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      {!saved ? (
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      ) : (
        <>
          <p>{t(messages.intro)}</p>
          <div className="mb-3" style={{ maxWidth: 480 }}>
            <video
              ref={video}
              className={`w-100 rounded border bg-dark${live ? '' : ' d-none'}`}
              aria-label={t(messages.video)}
              muted
              playsInline
            />
            <p className="small text-body-secondary mb-2" role="status">
              {camera.state === 'starting'
                ? t(messages.starting)
                : camera.state === 'scanning'
                  ? t(messages.scanning)
                  : ''}
            </p>
            {live ? (
              <Button
                color="secondary"
                outline
                onClick={() => {
                  stop();
                  setCamera({ state: 'off' });
                }}
              >
                {t(messages.stop)}
              </Button>
            ) : (
              <Button color="primary" onClick={() => void start()} data-scan-start>
                {t(outcome ? messages.again : messages.start)}
              </Button>
            )}
          </div>
          {camera.state === 'failed' && (
            <p className="alert alert-warning" role="alert">
              {t(messages[camera.problem])}
            </p>
          )}
          {outcome && (
            <p className="alert alert-warning" role="alert" data-scan-outcome>
              {outcome}
            </p>
          )}
          <form
            noValidate
            onSubmit={openTag}
            className="mt-4"
            style={{ maxWidth: 480 }}
            aria-labelledby={`${id}-tag-title`}
          >
            <h2 className="h5" id={`${id}-tag-title`}>
              {t(messages.tagTitle)}
            </h2>
            <TextField
              id={`${id}-tag`}
              label={t(messages.tag)}
              value={tag}
              onValue={(v) => {
                setTag(v);
                setTagProblem(undefined);
              }}
              problem={tagProblem}
              hint={t(messages.tagHint)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button type="submit" color="primary" outline>
              {t(messages.open)}
            </Button>
          </form>
        </>
      )}
    </>
  );
}
