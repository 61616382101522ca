import numpy as np


def full_weeks(daily, week=7):
    n_full = len(daily) // week
    return daily[: n_full * week].reshape(n_full, week, *daily.shape[1:])
