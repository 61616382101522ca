from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="stats")
def standardize_imu(windows, stats):
    mean = jnp.asarray(stats[0])
    std = jnp.asarray(stats[1])
    return (windows - mean) / std


def dataset_stats(windows):
    m = windows.reshape(-1, windows.shape[-1]).mean(0)
    s = windows.reshape(-1, windows.shape[-1]).std(0) + 1e-6
    return tuple(float(v) for v in m), tuple(float(v) for v in s)
