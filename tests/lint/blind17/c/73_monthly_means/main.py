import jax
import jax.numpy as jnp
import numpy as np

from calendar_utils import split_by_month


@jax.jit
def monthly_summary(days):
    mean = jnp.mean(days, axis=0)
    hot_days = jnp.sum(days > 30.0, axis=0)
    return mean, hot_days


rng = np.random.default_rng(0)
year = 2023
doy = np.arange(365)
seasonal = 15 + 12 * np.sin(2 * np.pi * (doy - 100) / 365)
daily = (seasonal[:, None, None] + 4 * rng.standard_normal((365, 8, 12))).astype(np.float32)

for month, days in split_by_month(daily, year):
    mean, hot = monthly_summary(days)
    print(month, days.shape[0], float(mean.mean()), int(hot.sum()))
