import { ApiError, silent } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { DEFAULT_TIME_ZONE, hasBusinessAccess } from '@mesto/domain';
import { Button, Field, Input, Select, Skeleton, Switch, toast } from '@mesto/ui';
import { useEffect, useId, useState } from 'react';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';
import { notificationSettingsMessages as text } from '../messages.ts';
import { BrowserNotifications } from './browser-notifications.tsx';

type Kind = keyof typeof text.kinds;
const PERSONAL: Kind[] = ['chatMessages', 'opinionAnswers', 'roomStarts', 'followedEvents'];
const BUSINESS: Kind[] = ['businessOpinions', 'businessChats'];

/** Russia's time zones west to east, and the device's own when it is elsewhere. */
const RUSSIAN_ZONES: [string, string][] = [
  ['Europe/Kaliningrad', 'Калининград (МСК−1)'],
  ['Europe/Moscow', 'Москва (МСК)'],
  ['Europe/Samara', 'Самара (МСК+1)'],
  ['Asia/Yekaterinburg', 'Екатеринбург (МСК+2)'],
  ['Asia/Omsk', 'Омск (МСК+3)'],
  ['Asia/Novosibirsk', 'Новосибирск (МСК+4)'],
  ['Asia/Krasnoyarsk', 'Красноярск (МСК+4)'],
  ['Asia/Irkutsk', 'Иркутск (МСК+5)'],
  ['Asia/Yakutsk', 'Якутск (МСК+6)'],
  ['Asia/Vladivostok', 'Владивосток (МСК+7)'],
  ['Asia/Magadan', 'Магадан (МСК+8)'],
  ['Asia/Kamchatka', 'Камчатка (МСК+9)'],
];

function zoneOptions(current: string) {
  const options = RUSSIAN_ZONES.map(([value, label]) => ({ value, label }));
  let device: string | undefined;
  try {
    device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    device = undefined;
  }
  for (const extra of [current, device]) {
    if (extra && !options.some((option) => option.value === extra)) options.push({ value: extra, label: extra });
  }
  return options;
}

/** «23:00» ↔ 1380 minutes from midnight. */
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes >= 0 && minutes < 1440 ? minutes : null;
};

function Loading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only">{text.loading}</span>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-10" />
      ))}
    </div>
  );
}

/** Quiet hours and the time zone they are read in, saved together by one button. */
function QuietHours({ quietHours, timeZone }: { quietHours: { start: number; end: number } | null; timeZone: string }) {
  const save = useSaveNotificationSettings();
  const [enabled, setEnabled] = useState(quietHours !== null);
  const [from, setFrom] = useState(toTime(quietHours?.start ?? 23 * 60));
  const [to, setTo] = useState(toTime(quietHours?.end ?? 8 * 60));
  const [zone, setZone] = useState(timeZone);
  const [error, setError] = useState<{ field: 'from' | 'to' | 'zone'; message: string } | null>(null);
  const switchId = useId();

  const submit = () => {
    setError(null);
    const start = toMinutes(from);
    const end = toMinutes(to);
    if (enabled && (start === null || end === null)) {
      setError({ field: start === null ? 'from' : 'to', message: text.quietIncomplete });
      return;
    }
    if (enabled && start === end) {
      setError({ field: 'to', message: text.quietSame });
      return;
    }
    save.mutate(
      {
        body: {
          quietHours: enabled && start !== null && end !== null ? { start, end } : null,
          timeZone: zone,
        },
        headers: silent,
      },
      {
        onSuccess: () => toast({ severity: 'success', description: text.saved }),
        onError: (failure) => {
          const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {};
          const message = failure instanceof ApiError ? failure.message : text.loadFailed;
          setError({
            field: fields.timeZone ? 'zone' : fields['quietHours.start'] ? 'from' : 'to',
            message: fields.timeZone ?? fields['quietHours.start'] ?? fields['quietHours.end'] ?? message,
          });
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Switch
        id={switchId}
        label={text.quiet}
        description={text.quietHint}
        checked={enabled}
        onCheckedChange={setEnabled}
      />
      {enabled ? (
        <div className="grid grid-cols-2 gap-3">
          <Field label={text.quietFrom} error={error?.field === 'from' ? error.message : undefined}>
            <Input type="time" value={from} onChange={(event) => setFrom(event.currentTarget.value)} required />
          </Field>
          <Field label={text.quietTo} error={error?.field === 'to' ? error.message : undefined}>
            <Input type="time" value={to} onChange={(event) => setTo(event.currentTarget.value)} required />
          </Field>
        </div>
      ) : null}
      <Field label={text.timeZone} hint={text.timeZoneHint} error={error?.field === 'zone' ? error.message : undefined}>
        <Select options={zoneOptions(zone)} value={zone} onValueChange={setZone} />
      </Field>
      <div>
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}

type Channel = 'telegram' | 'push';

/**
 * Where notifications go: the Telegram bot, the browsers, either or both (at least one: the server refuses none,
 * and says so here, beside the switches).
 */
function Channels({
  channels,
  telegramBound,
  pushDevices,
}: {
  channels: Record<Channel, boolean>;
  telegramBound: boolean;
  pushDevices: number;
}) {
  const save = useSaveNotificationSettings();
  const [error, setError] = useState<string | null>(null);
  const toggle = (channel: Channel, on: boolean) => {
    setError(null);
    save.mutate(
      { body: { channels: { [channel]: on } }, headers: silent },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? (failure.fields[`channels.${channel}`] ?? failure.message) : text.loadFailed,
          ),
      },
    );
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="text-base font-semibold">{text.channels}</legend>
      <div className="flex flex-col divide-y divide-border">
        <Switch
          label={text.channelTelegram}
          description={telegramBound ? text.channelTelegramOn : text.channelTelegramUnbound}
          checked={telegramBound && channels.telegram}
          disabled={!telegramBound || save.isPending}
          onCheckedChange={(on) => toggle('telegram', on)}
        />
        <Switch
          label={text.channelPush}
          description={pushDevices > 0 ? text.channelPushOn(pushDevices) : text.channelPushNone}
          checked={pushDevices > 0 && channels.push}
          disabled={pushDevices === 0 || save.isPending}
          onCheckedChange={(on) => toggle('push', on)}
        />
      </div>
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * What the person is told and where: notifications in this browser, the channels (Telegram, browsers), each kind a
 * switch (saved at once), quiet hours and their time zone. The kinds need a channel that reaches the person: a bound
 * Telegram or a browser with notifications on; without either it says so.
 */
export function NotificationSettings() {
  const { user } = useSession();
  const settings = useNotificationSettings();
  const { refetch } = settings;
  const bound = user?.telegramBound ?? false;

  // The binding changes live (the bot binds the account): the settings follow.
  useEffect(() => {
    void refetch();
  }, [bound, refetch]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="notification-settings">
      <div className="flex flex-col gap-1">
        <h2 id="notification-settings" className="text-lg font-semibold">
          {text.title}
        </h2>
        <p className="text-sm text-muted-foreground">{text.hint}</p>
      </div>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <div className="flex flex-col items-start gap-2" role="alert">
          <p className="text-danger">{text.loadFailed}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <>
          <BrowserNotifications available={settings.data.pushAvailable} pushChannel={settings.data.channels.push} />
          {bound || settings.data.telegramBound || settings.data.pushDevices > 0 ? (
            <Reachable settings={settings.data} telegramBound={bound || settings.data.telegramBound} />
          ) : (
            <p className="text-muted-foreground" role="status">
              {text.noChannel}
            </p>
          )}
        </>
      )}
    </section>
  );
}

type Settings = NonNullable<ReturnType<typeof useNotificationSettings>['data']>;

/** The settings of a person a channel reaches: the channels, the kinds, quiet hours. */
function Reachable({ settings, telegramBound }: { settings: Settings; telegramBound: boolean }) {
  const { user } = useSession();
  const save = useSaveNotificationSettings();
  const toggle = (kind: Kind, on: boolean) =>
    save.mutate(
      { body: { [kind]: on }, headers: silent },
      {
        onError: (failure) =>
          toast({
            severity: 'error',
            description: failure instanceof ApiError ? failure.message : text.loadFailed,
          }),
      },
    );

  const kindSwitch = (kind: Kind, checked: boolean) => (
    <Switch
      key={kind}
      label={text.kinds[kind][0]}
      description={text.kinds[kind][1]}
      checked={checked}
      disabled={save.isPending && save.variables?.body !== undefined && kind in save.variables.body}
      onCheckedChange={(on) => toggle(kind, on)}
    />
  );

  return (
    <>
      {settings.telegramBlocked ? (
        <p className="text-danger" role="alert">
          {text.blocked}
        </p>
      ) : null}
      <Channels channels={settings.channels} telegramBound={telegramBound} pushDevices={settings.pushDevices} />
      <div className="flex flex-col divide-y divide-border">
        {PERSONAL.map((kind) => kindSwitch(kind, settings[kind]))}
      </div>
      {hasBusinessAccess(user) ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold">{text.business}</h3>
          <div className="flex flex-col divide-y divide-border">
            {BUSINESS.map((kind) => kindSwitch(kind, settings[kind]))}
          </div>
        </div>
      ) : null}
      <QuietHours
        key={`${settings.timeZone} ${settings.quietHours?.start} ${settings.quietHours?.end}`}
        quietHours={settings.quietHours}
        timeZone={settings.timeZone || DEFAULT_TIME_ZONE}
      />
    </>
  );
}
