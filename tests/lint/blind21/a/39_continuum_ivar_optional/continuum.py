import jax
import jax.numpy as jnp

DEGREE = 4


@jax.jit
def fit_continuum(wave, flux, ivar=None):
    x = (wave - wave.mean()) / (wave.max() - wave.min())
    A = jnp.stack([x ** k for k in range(DEGREE + 1)], axis=1)
    w = jnp.ones_like(flux) if ivar is None else ivar
    coeffs = jnp.linalg.solve(A.T @ (w[:, None] * A), A.T @ (w * flux))
    return A @ coeffs
