import jax
import jax.numpy as jnp


@jax.jit
def posterior_summary(draws, weights, bandwidth=0.05):
    """Weighted mean, covariance and KDE mode of ABC draws; weight 0 marks rejected proposals."""
    w = weights / jnp.sum(weights)
    mean = w @ draws
    centered = draws - mean
    cov = (centered * w[:, None]).T @ centered
    d2 = jnp.sum((draws[:, None, :] - draws[None, :, :]) ** 2, -1)
    density = jnp.exp(-0.5 * d2 / bandwidth ** 2) @ w
    mode = draws[jnp.argmax(jnp.where(weights > 0, density, -jnp.inf))]
    return mean, cov, mode
