from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_windows")
def coda_q(envelope, t, freq, n_windows):
    segs = jnp.array_split(jnp.arange(envelope.shape[0]), n_windows)
    logs = jnp.stack([jnp.log(envelope[s].mean() * t[s].mean()) for s in segs])
    tm = jnp.stack([t[s].mean() for s in segs])
    slope = jnp.polyfit(tm, logs, 1)[0]
    return -jnp.pi * freq / slope
