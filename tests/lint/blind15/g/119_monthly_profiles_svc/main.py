import calendar

import numpy as np

from calendar_utils import split_by_month
from seasonality import weekday_profile

YEAR = 2023


def daily_consumption(rng, n_days=181):
    t = np.arange(n_days)
    weekly = np.where((t + 6) % 7 >= 5, 0.7, 1.0)
    return (100 * weekly + rng.normal(0, 3, n_days)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for month, values, n_days in split_by_month(daily_consumption(rng), YEAR):
        first_weekday = calendar.weekday(YEAR, month, 1)
        prof = np.asarray(weekday_profile(values, n_days, first_weekday))
        print(f"{calendar.month_abbr[month]}: weekday/weekend ratio {prof[:5].mean() / prof[5:].mean():.2f}")


if __name__ == "__main__":
    main()
