import jax
import jax.numpy as jnp


@jax.jit
def fit_temperature_model(temps, freqs):
    """Least-squares f = a + b*T + c*T^2 used to remove environmental variability."""
    A = jnp.stack([jnp.ones_like(temps), temps, temps ** 2], axis=1)
    coef, *_ = jnp.linalg.lstsq(A, freqs)
    resid = freqs - A @ coef
    return coef, jnp.std(resid)
