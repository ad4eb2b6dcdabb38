import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../src/element/hooks';
import { isHidden, itemControl, SUPPORTED_TYPES, unsupportedOf } from '../../../src/questionnaire';
import { useForm } from '../form-context';
import { BooleanItem } from './BooleanItem';
import { ChoiceItem } from './ChoiceItem';
import { Frame, labelOf } from './Frame';
import { InputItem } from './InputItem';
import { Notice } from './Notice';
import { RepeatingGroup } from './RepeatingGroup';
import { SliderItem } from './SliderItem';

/** Children of a question (not a group) follow its control. */
function Nested({ nodeKey }: { nodeKey: string }) {
  const { model } = useForm();
  const children = model.tree().nodes.get(nodeKey)?.children ?? [];
  if (!children.length) return null;
  return (
    <div className="q-nested">
      {children.map((child) => (
        <ItemView key={child} nodeKey={child} />
      ))}
    </div>
  );
}

/**
 * One item (in one instance of its repeating groups), by type. It reads only its own signals, so a
 * keystroke elsewhere does not re-render it; an item that is disabled (enableWhen) or hidden
 * renders nothing.
 */
export function ItemView({ nodeKey }: { nodeKey: string }) {
  useSignals();
  const t = useT();
  const { model, idOf, renderAttachment } = useForm();
  const state = model.state(nodeKey);
  if (!state) return null; // an instance just removed, before its parent re-rendered
  const { item } = state;
  if (!state.enabled.value || isHidden(item)) return null;
  const unsupported = unsupportedOf(item).filter((entry) => !entry.what.startsWith('type:'));
  const extensionNotice = unsupported.length ? <Notice text={t('questionnaire.unsupported_part')} /> : null;
  const nested = <Nested nodeKey={nodeKey} />;

  if (!SUPPORTED_TYPES.has(item.type)) {
    return (
      <div className="q-item" part="item" data-link-id={item.linkId}>
        <p className="q-label">{labelOf(item)}</p>
        <Notice text={t('questionnaire.unsupported_item')} />
      </div>
    );
  }
  if (item.type === 'group' && item.repeats)
    return <RepeatingGroup nodeKey={nodeKey} notice={extensionNotice} renderItem={(child) => <ItemView key={child} nodeKey={child} />} />;
  if (item.type === 'group') {
    const children = model.tree().nodes.get(nodeKey)?.children ?? [];
    return (
      <fieldset className="q-group" part="group" id={idOf(nodeKey)} data-link-id={item.linkId}>
        {item.text && <legend className="q-group__legend">{labelOf(item)}</legend>}
        {extensionNotice}
        {children.map((child) => (
          <ItemView key={child} nodeKey={child} />
        ))}
      </fieldset>
    );
  }
  if (item.type === 'display') {
    return (
      <div className="q-display" part="display" data-link-id={item.linkId}>
        <p>{labelOf(item)}</p>
        {extensionNotice}
      </div>
    );
  }
  if (item.type === 'attachment') {
    return (
      <Frame item={item} controlId={idOf(nodeKey)} error={state.error.value} group nested={nested}>
        {renderAttachment ? renderAttachment(item.linkId) : <Notice text={t('questionnaire.attachment_later')} />}
      </Frame>
    );
  }
  let control;
  if (item.type === 'boolean') control = <BooleanItem nodeKey={nodeKey} nested={nested} />;
  else if (item.type === 'choice' || item.type === 'open-choice') control = <ChoiceItem nodeKey={nodeKey} nested={nested} />;
  else if ((item.type === 'integer' || item.type === 'decimal') && itemControl(item) === 'slider')
    control = <SliderItem nodeKey={nodeKey} nested={nested} />;
  else control = <InputItem nodeKey={nodeKey} nested={nested} />;
  return extensionNotice ? (
    <>
      {control}
      {extensionNotice}
    </>
  ) : (
    control
  );
}
