import jax
import jax.numpy as jnp


@jax.jit
def robust_scale(x, center, scale, clip=5.0):
    z = (x - center) / jnp.maximum(scale, 1e-6)
    return jnp.clip(z, -clip, clip)


def fit_scaler(x):
    med = jnp.median(x, axis=0)
    iqr = jnp.percentile(x, 75, axis=0) - jnp.percentile(x, 25, axis=0)
    return med, iqr
