import jax
import jax.numpy as jnp


@jax.jit
def posterior_summary(draws, bandwidth=0.05):
    """Mean, covariance and a KDE mode estimate of the accepted ABC draws."""
    mean = jnp.mean(draws, axis=0)
    cov = jnp.cov(draws.T)
    d2 = jnp.sum((draws[:, None, :] - draws[None, :, :]) ** 2, -1)
    density = jnp.mean(jnp.exp(-0.5 * d2 / bandwidth ** 2), axis=1)
    mode = draws[jnp.argmax(density)]
    return mean, cov, mode
