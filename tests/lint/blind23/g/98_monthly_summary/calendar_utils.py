import datetime as dt

import numpy as np


def month_blocks(values, start=dt.date(2023, 1, 1)):
    days = [start + dt.timedelta(days=i) for i in range(len(values))]
    months = np.array([d.month for d in days])
    block = np.zeros((12, 31), np.float32)
    mask = np.zeros((12, 31), bool)
    for m in range(1, 13):
        v = values[months == m]
        block[m - 1, :len(v)] = v
        mask[m - 1, :len(v)] = True
    return block, mask
