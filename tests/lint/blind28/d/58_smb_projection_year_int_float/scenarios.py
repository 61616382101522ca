import numpy as np


def historical_years():
    return list(range(1990, 2021, 10))


def projection_years():
    # mid-decade sampling for SSP scenarios
    return list(np.arange(2025.0, 2101.0, 25.0))
