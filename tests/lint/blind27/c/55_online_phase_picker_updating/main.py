import jax.numpy as jnp
import numpy as np

from callbacks import HoldoutMonitor
from model import picker_update

rng = np.random.default_rng(55)


def day_of_picks(n=16, length=300):
    on = rng.integers(80, 220, n)
    x = 0.1 * rng.normal(size=(n, length))
    for i, o in enumerate(on):
        x[i, o:] += np.exp(-np.arange(length - o) / 40.0)
    return x.astype(np.float32), (on / 100.0).astype(np.float32)


w = jnp.asarray(np.r_[-np.ones(5), np.ones(5)] / 5, jnp.float32)
monitor = HoldoutMonitor()
for day in range(5):
    x, t = day_of_picks()
    w = picker_update(w, x, t)
    monitor.add(*day_of_picks(4))
    monitor(day, w)
