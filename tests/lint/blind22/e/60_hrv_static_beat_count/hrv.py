from functools import partial

import jax
import jax.numpy as jnp

MAX_BEATS = 128


@partial(jax.jit, static_argnames=("n_beats",))
def hrv_metrics(rr_ms, n_beats):
    rr = rr_ms[:n_beats]
    d = jnp.diff(rr)
    rmssd = jnp.sqrt(jnp.mean(d ** 2))
    sdnn = jnp.std(rr)
    pnn50 = jnp.mean(jnp.abs(d) > 50.0)
    return jnp.stack([rmssd, sdnn, pnn50])
