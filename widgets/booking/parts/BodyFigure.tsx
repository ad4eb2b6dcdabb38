import { useEffect, useId, useMemo, type KeyboardEvent } from 'react';
import { useRuntime } from '../../../src/element/hooks';
import { adopt, sheet } from '../../../src/element/stylesheets';
import { useWidget } from '../../../src/element/widget-context';
import type { BookingModel } from '../booking.model';
import { bodyFigureCss, bodyFigureStyle } from '../css-values';
import { Heading } from './Heading';

/**
 * The body figure (styled as widgets/booking/README.md#body-figure-styling says): front and back, each part a
 * keyboard-focusable control named for screen readers (role=button, aria-pressed), chosen with
 * Enter or Space like a button. SVG has no native button, so the role and keys are ours; the
 * figure's outline is decorative. Hover colour, transition and gradient come from the provider's
 * configuration after their values are checked (css-values.ts).
 */
export function BodyFigure({ model, level }: { model: BookingModel; level: number }) {
  const { store, i18n } = useRuntime();
  const t = i18n.t;
  const { shadowRoot } = useWidget();
  const gradientId = useId().replace(/:/g, '');
  const config = store.config.config.value!;
  const figure = model.catalogue.value!.figure;
  const side = model.figureSide.value;
  const selected = model.url.value.bodyPart;
  const style = useMemo(() => bodyFigureStyle(config.bodyFigure), [config.bodyFigure]);

  useEffect(() => {
    const css = bodyFigureCss(style);
    if (css) adopt(shadowRoot, [sheet(css)]);
  }, [style, shadowRoot]);

  const parts = figure.parts.filter((part) => part.side === side);
  const selectedPart = figure.parts.find((part) => part.slug === selected);
  const onKey = (slug: string) => (event: KeyboardEvent<SVGPathElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      model.toggleBodyPart(slug);
    }
  };
  return (
    <section className="figure" aria-labelledby={`${gradientId}-heading`} part="body-figure">
      <Heading level={level} id={`${gradientId}-heading`}>
        {t('booking.figure_heading')}
      </Heading>
      <div className="figure__sides" role="group" aria-label={t('booking.figure_heading')}>
        {(['front', 'back'] as const).map((value) => (
          <button key={value} type="button" className="chip" aria-pressed={side === value} onClick={() => model.setFigureSide(value)}>
            {t(`booking.figure_${value}`)}
          </button>
        ))}
      </div>
      <svg
        className="figure__svg"
        viewBox="0 0 200 440"
        role="group"
        aria-label={t('booking.figure_label', { side: t(`booking.figure_${side}`) })}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" className="figure__stop-top" />
            <stop offset="1" className="figure__stop-bottom" />
          </linearGradient>
        </defs>
        <path className="figure__outline" d={figure.outline} fill={`url(#${gradientId})`} aria-hidden="true" />
        {parts.map((part) => (
          <path
            key={part.slug}
            className="figure__part"
            d={part.shape}
            role="button"
            tabIndex={0}
            aria-label={part.name}
            aria-pressed={selected === part.slug}
            data-part={part.slug}
            part={selected === part.slug ? 'body-part body-part-selected' : 'body-part'}
            onClick={() => model.toggleBodyPart(part.slug)}
            onKeyDown={onKey(part.slug)}
          >
            <title>{part.name}</title>
          </path>
        ))}
      </svg>
      <p className="figure__selected" role="status">
        {selectedPart ? t('booking.figure_selected', { part: selectedPart.name }) : ''}
      </p>
    </section>
  );
}
