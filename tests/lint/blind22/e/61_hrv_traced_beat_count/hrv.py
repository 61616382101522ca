import jax
import jax.numpy as jnp

MAX_BEATS = 128


@jax.jit
def hrv_metrics(rr_ms, n_beats):
    idx = jnp.arange(MAX_BEATS)
    valid = idx < n_beats
    d_valid = valid[1:] & valid[:-1]
    n = jnp.sum(valid)
    nd = jnp.sum(d_valid)
    d = jnp.where(d_valid, jnp.diff(rr_ms), 0.0)
    rmssd = jnp.sqrt(jnp.sum(d ** 2) / nd)
    mean = jnp.sum(jnp.where(valid, rr_ms, 0.0)) / n
    sdnn = jnp.sqrt(jnp.sum(jnp.where(valid, (rr_ms - mean) ** 2, 0.0)) / n)
    pnn50 = jnp.sum(d_valid & (jnp.abs(d) > 50.0)) / nd
    return jnp.stack([rmssd, sdnn, pnn50])
