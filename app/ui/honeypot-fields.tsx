import { createContext, useContext } from "react";

const HoneypotContext = createContext<{ nameFieldName: string; validFromFieldName: string | null; encryptedValidFrom: string } | null>(
  null,
);
export const HoneypotProvider = HoneypotContext.Provider;

/** The honeypot fields (app/.server/honeypot.ts). Hidden from everyone by CSS and from assistive tech by aria-hidden. */
export function HoneypotFields() {
  const props = useContext(HoneypotContext);
  if (!props) return null;
  return (
    <div className="honeypot-fields" aria-hidden="true">
      <label htmlFor={props.nameFieldName}>Please leave this field blank</label>
      <input id={props.nameFieldName} name={props.nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {props.validFromFieldName ? (
        <>
          <label htmlFor={props.validFromFieldName}>Please leave this field blank</label>
          <input
            id={props.validFromFieldName}
            name={props.validFromFieldName}
            type="text"
            defaultValue={props.encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
