import jax
import jax.numpy as jnp


@jax.jit
def wave_anomaly_scores(window, new):
    med = jnp.median(window)
    mad = jnp.median(jnp.abs(window - med)) * 1.4826 + 1e-3
    return (new - med) / mad
