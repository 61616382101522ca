import jax
import jax.numpy as jnp


@jax.jit
def extreme_value_fit(x):
    """Gumbel fit of block maxima (method of moments) for the characteristic strain."""
    blocks = x[: (x.shape[0] // 60) * 60].reshape(-1, 60)
    maxima = blocks.max(axis=1)
    beta = jnp.std(maxima) * jnp.sqrt(6.0) / jnp.pi
    mu = jnp.mean(maxima) - 0.5772 * beta
    # 1000-block return level
    return mu - beta * jnp.log(-jnp.log(1 - 1 / 1000.0))
