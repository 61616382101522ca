import numpy as np


def weekdays(n_weeks):
    days = np.arange(7 * n_weeks)
    return days[(days % 7) < 5]


def weekend_days(n_weeks):
    return [d for d in range(7 * n_weeks) if d % 7 >= 5]
