import numpy as np

HISTORICAL = np.array([
    [2015, 400.8], [2016, 404.2], [2017, 406.5], [2018, 408.7], [2019, 411.4], [2020, 413.9],
], dtype=np.float32)


def co2_for_year(year):
    idx = np.searchsorted(HISTORICAL[:, 0], year)
    if idx < len(HISTORICAL) and HISTORICAL[idx, 0] == year:
        return HISTORICAL[idx:idx + 1, 1]
    return HISTORICAL[-1, 1] * 1.005 ** (year - 2020)
