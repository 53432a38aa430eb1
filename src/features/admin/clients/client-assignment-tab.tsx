/**
 * Client Assignment tab (SPEC sections 2, 5 and 8): assign a client user to a project (they are
 * e-mailed a link to it), invite someone who has not signed in yet (they are e-mailed a sign-in
 * link), and see or remove a project's clients and its invitations (sent / accepted, with a way
 * to send one again).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { BusyButton, SubmitRow } from "../../../components/ui/busy-button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Field, Select, TextField } from "../../../components/ui/field";
import { apiRequest, errorMessage, HttpError, sendJson } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import {
  type AssignClientInput,
  type AssignResult,
  CLIENT_MESSAGES,
  type ClientInvitationView,
  clientNameFromEmail,
  type InvitationDelivery,
  type InviteResult,
  inviteClientSchema,
  type ProjectClientView,
  type ResendResult,
} from "../../../shared/clients";
import { projectDisplayName } from "../../../shared/project";
import { DangerButton } from "../shared/danger-button";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { ProjectSelect } from "../shared/project-select";
import { adminProjectsQuery, useStudioTimeZone } from "../shared/queries";
import { useSelectedProject } from "../shared/selected-project";
import { StatusPill } from "../shared/status-pill";
import { toastError, toastFailure } from "../shared/toast-failure";
import {
  adminUsersQuery,
  projectClientsKey,
  projectClientsQuery,
  projectInvitationsKey,
  projectInvitationsQuery,
  userLabel,
} from "./queries";

export function ClientAssignmentTab() {
  const [projectId, setProjectId] = useSelectedProject();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <div className="grid gap-6">
        <AssignPanel projectId={projectId} onProjectChange={setProjectId} />
        <InvitePanel projectId={projectId} />
      </div>
      <ProjectClientsPanel projectId={projectId} />
    </div>
  );
}

function AssignPanel({
  projectId,
  onProjectChange,
}: {
  projectId: number | null;
  onProjectChange: (id: number | null) => void;
}) {
  const queryClient = useQueryClient();
  const users = useQuery(adminUsersQuery);
  const [userId, setUserId] = useState<number | null>(null);
  const clients = (users.data ?? []).filter((u) => u.role === "client");

  const assign = useMutation({
    mutationFn: (vars: { projectId: number; body: AssignClientInput }) =>
      sendJson<AssignResult>("POST", `/api/projects/${vars.projectId}/clients`, vars.body),
    onSuccess: (assignment) => {
      assignedToast(assignment.clientEmail, assignment.delivery, "");
      setUserId(null);
    },
    onError: (err) => {
      if (
        err instanceof HttpError &&
        err.status === 404 &&
        err.serverMessage === CLIENT_MESSAGES.notFoundDescription
      ) {
        toastError(CLIENT_MESSAGES.notFoundTitle, CLIENT_MESSAGES.notFoundDescription);
        void queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
        return;
      }
      toast({
        title:
          err instanceof HttpError && err.status === 409 ? "Already assigned" : "Failed to assign client",
        description: errorMessage(err, "There was an error assigning the client."),
        variant: "destructive",
      });
    },
    onSettled: (_data, _err, vars) =>
      queryClient.invalidateQueries({ queryKey: projectClientsKey(vars.projectId) }),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (projectId === null || userId === null) {
      toastError(CLIENT_MESSAGES.missingTitle, CLIENT_MESSAGES.missingDescription);
      return;
    }
    const user = clients.find((u) => u.id === userId);
    if (!user) {
      toastError(CLIENT_MESSAGES.notFoundTitle, CLIENT_MESSAGES.notFoundDescription);
      return;
    }
    // SPEC: clientName is the e-mail's local part and clientPhone null (the server derives the same).
    assign.mutate({
      projectId,
      body: {
        userId: user.id,
        clientName: clientNameFromEmail(user.email),
        clientEmail: user.email,
        clientPhone: null,
      },
    });
  }

  return (
    <Panel
      title="Assign a client"
      description="Clients see the projects they are assigned to in their portal. We e-mail them a link to the project."
    >
      <form onSubmit={onSubmit} className="grid gap-5">
        <ProjectSelect value={projectId} onChange={onProjectChange} required />
        <Field
          label="Client"
          required
          error={users.isError ? CLIENT_MESSAGES.fetchUsersFailed : null}
          hint={
            users.isSuccess && clients.length === 0
              ? "No client has signed in yet. Invite one by e-mail below."
              : "People who have signed in with the client role."
          }
        >
          {(props) => (
            <Select
              {...props}
              value={userId === null ? "" : String(userId)}
              disabled={users.isPending}
              onChange={(e) => setUserId(e.target.value ? Number(e.target.value) : null)}
              options={clients.map((u) => ({ value: u.id, label: userLabel(u) }))}
            >
              <option value="">{users.isPending ? "Loading clients..." : "Select a client"}</option>
            </Select>
          )}
        </Field>
        <SubmitRow busy={assign.isPending} busyLabel="Assigning">
          Assign Client
        </SubmitRow>
      </form>
    </Panel>
  );
}

/**
 * What the admin is told after assigning a client, who is e-mailed a link to the project:
 * "<email>[ already had an account and] can now see ...", and what became of the e-mail.
 */
function assignedToast(email: string, delivery: InvitationDelivery | undefined, hadAccount: string) {
  const mail =
    delivery === "sent"
      ? "We e-mailed them a link to the project."
      : delivery === "outbox"
        ? "E-mail sending is not set up, so the e-mail with the link is in the outbox under Setup."
        : delivery === "failed"
          ? "Email Service refused the e-mail with the link (see Setup): let them know yourself."
          : "";
  toast({
    title: CLIENT_MESSAGES.assigned,
    description: `${email}${hadAccount} can now see this project in their portal. ${mail}`.trim(),
  });
}

/** What the admin is told after an invitation e-mail was handed over (or not). */
function deliveryToast(email: string, delivery: InvitationDelivery, sentTitle: string) {
  if (delivery === "sent") {
    toast({ title: sentTitle, description: `${email} will get an e-mail with a link to sign in.` });
  } else if (delivery === "outbox") {
    toast({
      title: "Invitation kept in the outbox",
      description: "E-mail sending is not set up, so it was not sent: read it under Setup.",
    });
  } else {
    toastError("Invitation not sent", "Email Service refused the message (see Setup). Try Send Again later.");
  }
}

function InvitePanel({ projectId }: { projectId: number | null }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: (vars: { projectId: number; email: string }) =>
      sendJson<InviteResult>("POST", `/api/projects/${vars.projectId}/invitations`, { email: vars.email }),
    onSuccess: (result) => {
      if (result.kind === "assignment") {
        assignedToast(result.assignment.clientEmail, result.delivery, " already had an account and");
      } else {
        deliveryToast(result.invitation.email, result.delivery, CLIENT_MESSAGES.invited);
      }
      setEmail("");
    },
    onError: (err) => setError(errorMessage(err, "There was an error saving the invitation.")),
    onSettled: (_d, _e, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectInvitationsKey(vars.projectId) }),
        queryClient.invalidateQueries({ queryKey: projectClientsKey(vars.projectId) }),
      ]),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = inviteClientSchema.safeParse({ email });
    if (projectId === null || !email.trim()) {
      toastError(CLIENT_MESSAGES.missingTitle, "Please select a project and enter an e-mail address.");
      return;
    }
    if (!parsed.success) {
      setError(CLIENT_MESSAGES.invalidEmail);
      return;
    }
    invite.mutate({ projectId, email: parsed.data.email });
  }

  return (
    <Panel
      title="Invite by e-mail"
      description="For a client who hasn't signed in yet: we e-mail them a link, and the project appears in their portal when they sign in with this address. Someone who already has an account is assigned at once and e-mailed a link to the project."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          label="E-mail address"
          error={error}
          type="email"
          autoComplete="off"
          value={email}
          placeholder="client@example.com"
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <SubmitRow busy={invite.isPending} busyLabel="Inviting" variant="outline">
          Send Invitation
        </SubmitRow>
      </form>
    </Panel>
  );
}

function ProjectClientsPanel({ projectId }: { projectId: number | null }) {
  const projects = useQuery(adminProjectsQuery);
  const project = projects.data?.find((p) => p.id === projectId);
  const clients = useQuery({ ...projectClientsQuery(projectId ?? 0), enabled: projectId !== null });
  const invitations = useQuery({ ...projectInvitationsQuery(projectId ?? 0), enabled: projectId !== null });

  let body: ReactNode;
  if (projectId === null) {
    body = <EmptyNote>Select a project to see its clients</EmptyNote>;
  } else if (clients.isPending || invitations.isPending) {
    body = <LoadingNote label="Loading clients..." />;
  } else if (clients.isError || invitations.isError) {
    body = (
      <LoadError
        message={CLIENT_MESSAGES.fetchClientsFailed}
        onRetry={() => {
          void clients.refetch();
          void invitations.refetch();
        }}
      />
    );
  } else if (clients.data.length === 0 && invitations.data.length === 0) {
    body = <EmptyNote>No clients assigned yet</EmptyNote>;
  } else {
    body = (
      <div className="grid gap-6">
        {clients.data.length > 0 ? (
          <ul aria-label="Assigned clients" className="divide-y divide-[var(--color-line)]">
            {clients.data.map((a) => (
              <AssignmentRow key={a.id} projectId={projectId} assignment={a} />
            ))}
          </ul>
        ) : (
          <EmptyNote>No clients assigned yet</EmptyNote>
        )}
        {invitations.data.length > 0 ? (
          <section aria-labelledby={`invitations-${projectId}`}>
            <h3
              id={`invitations-${projectId}`}
              className="eyebrow border-t border-[var(--color-line)] pt-5 text-[var(--color-muted)]"
            >
              Invitations
            </h3>
            <ul className="mt-2 divide-y divide-[var(--color-line)]">
              {invitations.data.map((inv) => (
                <InvitationRow key={inv.id} projectId={projectId} invitation={inv} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <Panel
      title={project ? `Clients of ${projectDisplayName(project)}` : "Project clients"}
      description="Who can see this project in the client portal."
    >
      {body}
    </Panel>
  );
}

function AssignmentRow({ projectId, assignment }: { projectId: number; assignment: ProjectClientView }) {
  const queryClient = useQueryClient();
  const timeZone = useStudioTimeZone();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/projects/${projectId}/clients/${assignment.userId}`),
    onSuccess: () =>
      toast({
        title: CLIENT_MESSAGES.removed,
        description: `${assignment.clientEmail} no longer sees this project.`,
      }),
    onError: (err) => toastFailure("Failed to remove client", err, "There was an error removing the client."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectClientsKey(projectId) }),
  });
  const name = [assignment.firstName, assignment.lastName].filter(Boolean).join(" ") || assignment.clientName;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">{name}</p>
        <p className="text-sm break-all text-[var(--color-muted)]">{assignment.clientEmail}</p>
        <p className="text-xs text-[var(--color-muted)]">
          Assigned {formatDate(assignment.createdAt, timeZone)} ·{" "}
          {assignment.lastSignInAt
            ? `last signed in ${formatDate(assignment.lastSignInAt, timeZone)}`
            : "not signed in yet"}
        </p>
      </div>
      <DangerButton
        className="self-start sm:self-center"
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
        aria-label={`Remove ${assignment.clientEmail}`}
      >
        Remove
      </DangerButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this client?"
        description={`${assignment.clientEmail} will no longer see this project in their portal.`}
        confirmLabel="Remove"
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

function InvitationRow({ projectId, invitation }: { projectId: number; invitation: ClientInvitationView }) {
  const queryClient = useQueryClient();
  const timeZone = useStudioTimeZone();
  const { id, email } = invitation;
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectInvitationsKey(projectId) });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/projects/${projectId}/invitations/${id}`),
    onSuccess: () =>
      toast({ title: CLIENT_MESSAGES.invitationRemoved, description: `${email} was not invited after all.` }),
    onError: (err) =>
      toastFailure("Failed to remove invitation", err, "There was an error removing the invitation."),
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: () => sendJson<ResendResult>("POST", `/api/projects/${projectId}/invitations/${id}/resend`),
    onSuccess: (result) => deliveryToast(email, result.delivery, CLIENT_MESSAGES.resent),
    onError: (err) => toastFailure("Invitation not sent", err, "There was an error sending the invitation."),
    onSettled: refresh,
  });
  const accepted = invitation.acceptedAt !== null;
  const times = invitation.sendCount === 1 ? "" : ` (${invitation.sendCount} times)`;
  return (
    <li className="flex flex-col gap-3 py-4 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <p className="font-medium break-all">{email}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {accepted ? (
            <StatusPill tone="success">{CLIENT_MESSAGES.accepted}</StatusPill>
          ) : invitation.sentAt ? (
            <StatusPill tone="info">Sent</StatusPill>
          ) : (
            <StatusPill tone="danger">{CLIENT_MESSAGES.notSent}</StatusPill>
          )}
          <span className="text-xs text-[var(--color-muted)]">
            {accepted && invitation.acceptedAt
              ? `Signed in ${formatDate(invitation.acceptedAt, timeZone)} · invited ${formatDate(invitation.createdAt, timeZone)}`
              : invitation.sentAt
                ? `Sent ${formatDate(invitation.sentAt, timeZone)}${times} · waiting for first sign-in`
                : `Invited ${formatDate(invitation.createdAt, timeZone)} · the e-mail has not gone out`}
          </span>
        </div>
      </div>
      {accepted ? null : (
        <div className="flex gap-1 self-start sm:self-center">
          <BusyButton
            busy={resend.isPending}
            busyLabel="Sending"
            variant="ghost"
            size="sm"
            onClick={() => resend.mutate()}
            aria-label={`${invitation.sentAt ? "Send Again" : "Send"} to ${email}`}
          >
            {invitation.sentAt ? "Send Again" : "Send"}
          </BusyButton>
          <DangerButton
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={`Remove invitation for ${email}`}
          >
            Remove
          </DangerButton>
        </div>
      )}
    </li>
  );
}
