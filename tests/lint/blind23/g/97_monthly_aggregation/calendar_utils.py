import datetime as dt

import numpy as np


def split_by_month(values, start=dt.date(2023, 1, 1)):
    days = [start + dt.timedelta(days=i) for i in range(len(values))]
    months = np.array([d.month for d in days])
    for m in range(1, 13):
        yield m, values[months == m]
