from typing import NamedTuple

import numpy as np
import jax
import jax.numpy as jnp


class Running(NamedTuple):
    mean: jax.Array
    m2: jax.Array
    n: jax.Array


def init_running(d):
    return Running(jnp.zeros(d, jnp.float32), jnp.zeros(d, jnp.float32), jnp.zeros((), jnp.float32))


@jax.jit
def welford(r, x):
    n = r.n + 1.0
    delta = x - r.mean
    mean = r.mean + delta / n
    return Running(mean, r.m2 + delta * (x - mean), n)


rng = np.random.default_rng(0)
r = init_running(40)
for clip in range(20):
    mel_frame_mean = rng.normal(size=40).astype(np.float32)    # per-clip mean log-mel for normalisation
    r = welford(r, mel_frame_mean)
print(np.round(np.asarray(r.mean[:5]), 3), np.round(np.asarray(r.m2[:5] / (r.n - 1)), 3))
