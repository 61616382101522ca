import numpy as np

DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30]
MAX_DAYS = 31


def padded_months(seed=1):
    rng = np.random.default_rng(seed)
    start = 0
    for days in DAYS_IN_MONTH:
        temp = np.zeros(MAX_DAYS, np.float32)
        wkd = np.zeros(MAX_DAYS, np.float32)
        load = np.zeros(MAX_DAYS, np.float32)
        valid = np.zeros(MAX_DAYS, bool)
        temp[:days] = rng.uniform(-5, 35, days)
        wkd[:days] = ((np.arange(days) + start) % 7 < 5)
        load[:days] = 1.0 + 0.4 * (temp[:days] - 18) ** 2 / 100 + 0.2 * wkd[:days] + rng.normal(0, 0.05, days)
        valid[:days] = True
        start += days
        yield temp, wkd, valid, load
