import calendar

import numpy as np

MAX_DAYS = 31


def split_by_month(daily, year, start_month=1):
    """Yield (month, values padded to 31 days, number of real days)."""
    out, i = [], 0
    month = start_month
    while i < len(daily):
        days = calendar.monthrange(year, month)[1]
        chunk = daily[i:i + days]
        padded = np.zeros(MAX_DAYS, np.float32)
        padded[: len(chunk)] = chunk
        out.append((month, padded, len(chunk)))
        i += days
        month += 1
    return out
