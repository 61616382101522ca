import jax
import jax.numpy as jnp


@jax.jit
def desaturation_events(spo2, valid=None, drop=3.0):
    if valid is None:
        valid = jnp.ones_like(spo2)
    baseline = jax.lax.reduce_window(spo2, -jnp.inf, jax.lax.max, (120,), (1,), "SAME")
    desat = (baseline - spo2 >= drop) & (valid > 0)
    onsets = desat[1:] & ~desat[:-1]
    hours = jnp.sum(valid) / 3600.0
    return jnp.sum(onsets) / hours
