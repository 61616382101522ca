import jax.numpy as jnp


def poly_detrend(x, t):
    """Remove a quadratic baseline (thermal/creep drift) from a displacement transducer record."""
    A = jnp.stack([jnp.ones_like(t), t, t ** 2], 1)
    coef = jnp.linalg.lstsq(A, x)[0]
    return x - A @ coef, coef
