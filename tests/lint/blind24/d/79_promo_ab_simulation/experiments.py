import jax
import numpy as np

from sim import simulate_conversion

ROOT = jax.random.PRNGKey(79)
STORES = np.ones(12, np.float32)


def weekly_readout(week, uplift):
    return simulate_conversion(jax.random.fold_in(ROOT, week), 0.03, uplift, STORES)


def holdout_check(uplift):
    _, key = jax.random.split(ROOT)
    return simulate_conversion(key, 0.03, uplift, STORES)
