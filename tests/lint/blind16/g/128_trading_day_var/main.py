import datetime as dt

import jax
import jax.numpy as jnp
import numpy as np


HOLIDAYS = {dt.date(2025, 1, 1), dt.date(2025, 1, 20), dt.date(2025, 2, 17),
            dt.date(2025, 4, 18), dt.date(2025, 5, 26), dt.date(2025, 6, 19)}


def trading_calendar(start, end):
    days = []
    d = start
    while d <= end:
        if d.weekday() < 5 and d not in HOLIDAYS:
            days.append(d)
        d += dt.timedelta(days=1)
    return np.array(days)


def returns_since(dates, pnl_vectors, as_of, n_days=21):
    end = int(np.searchsorted(dates, as_of, side="right"))
    return pnl_vectors[end - n_days:end]


@jax.jit
def historical_var(scenario_returns, positions, level=0.99):
    pnl = scenario_returns @ positions
    return -jnp.quantile(pnl, 1.0 - level)


dates = trading_calendar(dt.date(2024, 12, 1), dt.date(2025, 6, 30))
rng = np.random.default_rng(106)
asset_returns = rng.normal(0, 0.01, (len(dates), 8)).astype(np.float32)
positions = jnp.asarray(rng.normal(1e6, 3e5, 8), jnp.float32)

for as_of in [dt.date(2025, 1, 31), dt.date(2025, 2, 28), dt.date(2025, 3, 31),
              dt.date(2025, 4, 30), dt.date(2025, 5, 30), dt.date(2025, 6, 30)]:
    window = returns_since(dates, asset_returns, as_of)
    var = historical_var(window, positions)
    print(as_of, len(window), f"{float(var):,.0f}")
