import datetime as dt
from zoneinfo import ZoneInfo

TZ = ZoneInfo("Europe/Berlin")


def hours_in_day(day):
    start = dt.datetime.combine(day, dt.time(0), tzinfo=TZ)
    end = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(0), tzinfo=TZ)
    utc = dt.timezone.utc
    return int((end.astimezone(utc) - start.astimezone(utc)).total_seconds() // 3600)


def trading_days(first, n):
    return [first + dt.timedelta(days=i) for i in range(n)]
