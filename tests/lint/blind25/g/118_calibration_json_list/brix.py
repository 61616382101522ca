import jax
import jax.numpy as jnp


@jax.jit
def brix_from_refractometer(coeffs, raw_counts):
    """Polynomial calibration of an in-line refractometer on a juice concentrate line."""
    x = raw_counts / 1000.0
    powers = jnp.stack([jnp.ones_like(x), x, x ** 2], axis=-1)
    return powers @ jnp.asarray(coeffs)


@jax.jit
def fit_calibration(raw_counts, lab_brix):
    x = raw_counts / 1000.0
    A = jnp.stack([jnp.ones_like(x), x, x ** 2], axis=-1)
    return jnp.linalg.lstsq(A, lab_brix)[0]
