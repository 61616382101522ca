import datetime


def metric_key(base, day_offset, start=datetime.date(2024, 3, 1)):
    day = start + datetime.timedelta(days=day_offset)
    return f"{base}/{day.isoformat()}"
