import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../src/element/hooks';
import { isHidden, itemControl, SUPPORTED_TYPES, unsupportedOf } from '../../../src/questionnaire';
import { useForm } from '../form-context';
import { BooleanItem } from './BooleanItem';
import { ChoiceItem } from './ChoiceItem';
import { Frame, labelOf } from './Frame';
import { InputItem } from './InputItem';
import { SliderItem } from './SliderItem';

function Notice({ text }: { text: string }) {
  return (
    <p className="q-notice" part="notice">
      {text}
    </p>
  );
}

/** Children of a question (not a group) follow its control. */
function Nested({ linkId }: { linkId: string }) {
  const { model } = useForm();
  const children = model.index.children.get(linkId) ?? [];
  if (!children.length) return null;
  return (
    <div className="q-nested">
      {children.map((child) => (
        <ItemView key={child} linkId={child} />
      ))}
    </div>
  );
}

/**
 * One item, by type. It reads only its own signals, so a keystroke elsewhere does not re-render it;
 * an item that is disabled (enableWhen) or hidden renders nothing.
 */
export function ItemView({ linkId }: { linkId: string }) {
  useSignals();
  const t = useT();
  const { model, idOf, renderAttachment } = useForm();
  const state = model.state(linkId);
  const { item } = state;
  if (!state.enabled.value || isHidden(item)) return null;
  const unsupported = unsupportedOf(item).filter((entry) => !entry.what.startsWith('type:'));
  const extensionNotice = unsupported.length ? <Notice text={t('questionnaire.unsupported_part')} /> : null;
  const nested = <Nested linkId={linkId} />;

  if (!SUPPORTED_TYPES.has(item.type)) {
    return (
      <div className="q-item" part="item" data-link-id={linkId}>
        <p className="q-label">{labelOf(item)}</p>
        <Notice text={t('questionnaire.unsupported_item')} />
      </div>
    );
  }
  if (item.type === 'group') {
    const children = model.index.children.get(linkId) ?? [];
    return (
      <fieldset className="q-group" part="group" id={idOf(linkId)} data-link-id={linkId}>
        {item.text && <legend className="q-group__legend">{labelOf(item)}</legend>}
        {extensionNotice}
        {children.map((child) => (
          <ItemView key={child} linkId={child} />
        ))}
      </fieldset>
    );
  }
  if (item.type === 'display') {
    return (
      <div className="q-display" part="display" data-link-id={linkId}>
        <p>{labelOf(item)}</p>
        {extensionNotice}
      </div>
    );
  }
  if (item.type === 'attachment') {
    // The attachments upload lives with appointments (a later issue): a host passes renderAttachment.
    return (
      <Frame item={item} controlId={idOf(linkId)} error={state.error.value} group nested={nested}>
        {renderAttachment ? renderAttachment(linkId) : <Notice text={t('questionnaire.attachment_later')} />}
      </Frame>
    );
  }
  let control;
  if (item.type === 'boolean') control = <BooleanItem linkId={linkId} nested={nested} />;
  else if (item.type === 'choice' || item.type === 'open-choice') control = <ChoiceItem linkId={linkId} nested={nested} />;
  else if ((item.type === 'integer' || item.type === 'decimal') && itemControl(item) === 'slider')
    control = <SliderItem linkId={linkId} nested={nested} />;
  else control = <InputItem linkId={linkId} nested={nested} />;
  return extensionNotice ? (
    <>
      {control}
      {extensionNotice}
    </>
  ) : (
    control
  );
}
