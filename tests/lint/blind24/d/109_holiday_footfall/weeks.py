import numpy as np

HOLIDAYS = {(12, 24), (12, 26), (11, 28), (1, 1)}


def week_inputs(start_doy, year_days):
    import datetime as dt
    d0 = dt.date(2025, 1, 1) + dt.timedelta(days=start_doy)
    dates = [d0 + dt.timedelta(days=i) for i in range(7)]
    weekday = np.array([d.weekday() for d in dates], np.int32)
    holiday = np.array([(d.month, d.day) in HOLIDAYS for d in dates])
    return weekday, holiday
