import datetime as dt

HOLIDAYS = {dt.date(2024, 12, 25), dt.date(2024, 12, 26), dt.date(2025, 1, 1)}


def is_low_load_day(day):
    return day.weekday() >= 5 or day in HOLIDAYS


def forecast_days(start, n):
    return [start + dt.timedelta(days=i) for i in range(n)]
