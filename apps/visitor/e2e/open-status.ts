/** Every wording of a place's opening status (OpenStatus of @mesto/ui), whatever the hour the tests run at. */
export const OPEN_STATUS =
  /^(Открыто до \d\d:\d\d|Открыто круглосуточно|Закрывается через \d+ минут[уы]?|Откроется (?:(?:завтра|во? \S+) )?в \d\d:\d\d|Закрыто)$/;
