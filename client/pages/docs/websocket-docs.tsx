import type { ExampleValues } from "../../../shared/api/example-values.ts";
import { fillExample } from "../../../shared/api/public-api.ts";
import { BROADCAST_PUSHES, SOCKET_MESSAGES, WANT_PUSHES, WANT_TOPICS } from "../../../shared/api/socket-api.ts";
import { PING_AFTER_MS } from "../../../shared/live/connection-timing.ts";
import { useApiDocsT } from "../../i18n/locales/api-docs-area.ts";

/** The WebSocket tab: the messages of shared/api/socket-api.ts, what each brings, and the topics of want. */
export function WebsocketDocs({ socketUrl, values }: { socketUrl: string; values: ExampleValues | null }) {
  const t = useApiDocsT();
  const list = (keys: readonly string[]) => keys.map((key) => <code key={key}>{key}</code>);
  return (
    <>
      <p className="docs-intro">{t("api-docs.websocket.intro", { url: socketUrl, seconds: PING_AFTER_MS / 1000 })}</p>
      <p className="docs-intro">{t("api-docs.websocket.broadcasts", { keys: BROADCAST_PUSHES.join(", ") })}</p>
      <section className="docs-section" aria-labelledby="socket-messages-title">
        <h2 className="docs-section-title" id="socket-messages-title">
          {t("api-docs.websocket.messages")}
        </h2>
        {SOCKET_MESSAGES.map((message) => (
          <article key={message.id} className="docs-endpoint" id={message.id} aria-labelledby={`${message.id}-title`}>
            <h3 className="docs-endpoint-title" id={`${message.id}-title`}>
              <code className="docs-path">{message.id}</code>
              <a className="docs-anchor" href={`#${message.id}`} aria-label={t("api-docs.anchor")}>
                #
              </a>
            </h3>
            <p>{t(`api-docs.socket.${message.id}`)}</p>
            <pre className="docs-code">
              <code>{values === null ? message.example : fillExample(message.example, values)}</code>
            </pre>
            <p className="docs-meta docs-keys">
              {t("api-docs.websocket.pushes")}: {list(message.pushes)}
            </p>
          </article>
        ))}
      </section>
      <section className="docs-section" id="want-topics" aria-labelledby="want-topics-title">
        <h2 className="docs-section-title" id="want-topics-title">
          {t("api-docs.websocket.topics")}
        </h2>
        <table className="docs-table">
          <thead>
            <tr>
              <th scope="col">{t("api-docs.websocket.topic")}</th>
              <th scope="col">{t("api-docs.websocket.pushes")}</th>
            </tr>
          </thead>
          <tbody>
            {WANT_TOPICS.map((topic) => (
              <tr key={topic}>
                <th scope="row">
                  <code>{topic}</code>
                </th>
                <td>
                  <p>{t(`api-docs.topic.${topic}`)}</p>
                  <p className="docs-keys">{list(WANT_PUSHES[topic])}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="docs-meta">{t("api-docs.websocket.limits")}</p>
      </section>
    </>
  );
}
