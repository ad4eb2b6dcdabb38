import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../src/element/hooks';
import { useForm } from '../form-context';
import { ErrorText, labelOf, Required } from './Frame';

type FocusRequest = { to: 'instance'; id: number } | { to: 'add' } | null;

/**
 * A repeating group (`repeats: true`): one fieldset per instance ("Implant 1", "Implant 2"), each
 * with a Remove button, and "Add another" below. Adding moves the focus to the new instance's
 * first field, removing to "Add another"; both are announced. minOccurs/maxOccurs (a required
 * group: at least one) hide the buttons at their limits.
 */
export function RepeatingGroup({
  nodeKey,
  notice,
  renderItem,
}: {
  nodeKey: string;
  notice: ReactNode;
  renderItem: (key: string) => ReactNode;
}) {
  useSignals();
  const t = useT();
  const { model, idOf } = useForm();
  const state = model.state(nodeKey);
  void state.instances.value; // re-render when instances change
  const node = model.tree().nodes.get(nodeKey)!;
  const label = labelOf(state.item);
  const id = idOf(nodeKey);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<FocusRequest>(null);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focus?.to === 'add') addRef.current?.focus();
    if (focus?.to === 'instance') {
      const box = rootRef.current?.querySelector<HTMLElement>(`[data-instance-id="${focus.id}"]`);
      (box?.querySelector<HTMLElement>('input, select, textarea') ?? box)?.focus();
    }
  }, [focus]);

  const instances = node.instances ?? [];
  const canRemove = model.canRemove(nodeKey);
  return (
    <fieldset
      className="q-group q-repeat"
      part="group"
      id={id}
      ref={rootRef}
      tabIndex={-1}
      data-link-id={state.item.linkId}
      aria-describedby={`${id}-error`}
    >
      <legend className="q-group__legend">
        {label}
        {state.item.required && <Required />}
      </legend>
      {notice}
      {instances.map((instance, position) => {
        const title = t('questionnaire.instance_title', { label, number: position + 1 });
        return (
          <fieldset key={instance.id} className="q-instance" part="group-instance" data-instance-id={instance.id} tabIndex={-1}>
            <legend className="q-instance__legend">{title}</legend>
            {instance.children.map((child) => renderItem(child))}
            {canRemove && (
              <button
                type="button"
                className="rad-button rad-button--secondary q-instance__remove"
                part="remove-instance"
                onClick={() => {
                  model.removeInstance(nodeKey, instance.id);
                  setAnnouncement(t('questionnaire.instance_removed', { label, number: position + 1 }));
                  setFocus({ to: 'add' });
                }}
              >
                {t('questionnaire.remove_instance')}
                <span className="q-visually-hidden"> {title}</span>
              </button>
            )}
          </fieldset>
        );
      })}
      <ErrorText id={`${id}-error`} error={state.error.value} />
      {model.canAdd(nodeKey) && (
        <button
          type="button"
          ref={addRef}
          className="rad-button rad-button--secondary q-repeat__add"
          part="add-instance"
          onClick={() => {
            const added = model.addInstance(nodeKey);
            if (added === null) return;
            setAnnouncement(t('questionnaire.instance_added', { label, number: instances.length + 1 }));
            setFocus({ to: 'instance', id: added });
          }}
        >
          {t('questionnaire.add_instance')}
          <span className="q-visually-hidden"> {label}</span>
        </button>
      )}
      <p className="q-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
