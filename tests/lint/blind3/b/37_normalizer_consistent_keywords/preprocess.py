import jax
import jax.numpy as jnp


@jax.jit
def robust_scale(x, median, iqr, clip=4.0):
    z = (x - median) / jnp.maximum(iqr, 1e-6)
    return jnp.clip(z, -clip, clip)


def fit_scaler(x):
    q25, q50, q75 = jnp.percentile(x, jnp.array([25.0, 50.0, 75.0]), axis=0)
    return q50, q75 - q25
