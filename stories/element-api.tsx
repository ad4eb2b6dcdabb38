/**
 * Each element's API in Storybook, from custom-elements.json (generated from the element files by
 * `npm run docs`, held to them by tools/manifest/docs.node.test.ts), so staff see the same API the
 * README and the editor show:
 *   argTypesOf(tag)  the Controls panel: every attribute with its meaning and type, and, as rows
 *                    without a control, the events, CSS parts and custom properties
 *   apiStory(tag)    an "API" story beside the states: the same four tables on the page
 * No docs addon is installed (the machines have no internet but the npm registry), so the API is
 * a story of its own rather than an autodocs page.
 */
import type { ArgTypes, StoryObj } from '@storybook/react-vite';
import manifestJson from '../widgets/custom-elements.json';
import './element-api.css';
import type { ElementDeclaration, Manifest } from '../tools/manifest/schema';

const manifest = manifestJson as Manifest;

export function elementApi(tag: string): ElementDeclaration {
  const element = manifest.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === tag);
  if (!element) throw new Error(`custom-elements.json has no <${tag}>: run \`npm run docs\``);
  return element;
}

function control(type: string): ArgTypes[string]['control'] {
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return 'number';
  return 'text';
}

export function argTypesOf(tag: string): ArgTypes {
  const element = elementApi(tag);
  const argTypes: ArgTypes = {};
  for (const attribute of element.attributes) {
    argTypes[attribute.name] = {
      description: attribute.description,
      control: control(attribute.type.text),
      table: { category: 'attributes', type: { summary: attribute.type.text } },
    };
  }
  const rows = (category: string, items: { name: string; description: string; type?: { text: string } }[]) => {
    for (const item of items) {
      argTypes[`${category}: ${item.name}`] = {
        name: item.name,
        description: item.description,
        control: false,
        table: { category, ...(item.type ? { type: { summary: item.type.text } } : {}) },
      };
    }
  };
  rows('events', element.events);
  rows('CSS parts', element.cssParts);
  rows('CSS custom properties', element.cssProperties);
  return argTypes;
}

function ApiTable({ caption, header, rows }: { caption: string; header: string[]; rows: string[][] }) {
  if (!rows.length) return null;
  return (
    <table className="element-api__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {header.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  <code>{cell}</code>
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ElementApi({ tag }: { tag: string }) {
  const element = elementApi(tag);
  return (
    <article className="element-api">
      <h1>
        <code>{`<${tag}>`}</code>
      </h1>
      <p>{element.description}</p>
      <ApiTable
        caption="Attributes"
        header={['attribute', 'property', 'type', 'meaning']}
        rows={element.attributes.map((a) => [a.name, a.fieldName, a.type.text, a.description])}
      />
      <ApiTable
        caption="Events (bubble, composed)"
        header={['event', 'detail', 'when']}
        rows={element.events.map((e) => [e.name, e.type.text.replace(/^CustomEvent<(.*)>$/s, '$1'), e.description])}
      />
      <ApiTable caption="CSS parts" header={['part', 'what it is']} rows={element.cssParts.map((p) => [p.name, p.description])} />
      <ApiTable
        caption="CSS custom properties"
        header={['property', 'what it does']}
        rows={element.cssProperties.map((p) => [p.name, p.description])}
      />
    </article>
  );
}

/** The API story of an element: its four tables, from the manifest. */
export function apiStory(tag: string): StoryObj {
  elementApi(tag);
  return {
    name: 'API',
    render: () => <ElementApi tag={tag} />,
    // The file's checks of a state (play) do not apply to the API table.
    play: async () => {},
    parameters: { controls: { disable: true }, fixtureApi: {} },
  };
}
