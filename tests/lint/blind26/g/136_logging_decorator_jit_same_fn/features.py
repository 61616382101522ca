import jax.numpy as jnp

from utils import on_device


@on_device
def chirp_slope(spec):
    peak = jnp.argmax(spec, axis=0).astype(jnp.float32)
    t = jnp.arange(peak.shape[0], dtype=jnp.float32)
    tc = t - t.mean()
    return jnp.sum(tc * (peak - peak.mean())) / jnp.sum(tc ** 2)
