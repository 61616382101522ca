import jax
import jax.numpy as jnp

LOSS_GRID = jnp.exp(jnp.linspace(jnp.log(100.0), jnp.log(500000.0), 400))


@jax.jit
def expected_insured_loss(sum_insured, deductible, mu, sigma):
    x = jnp.minimum(LOSS_GRID, sum_insured)
    dens = jnp.exp(-0.5 * ((jnp.log(LOSS_GRID) - mu) / sigma) ** 2) / (LOSS_GRID * sigma)
    w = dens / jnp.sum(dens)
    return jnp.sum(w * jnp.maximum(x - deductible, 0.0))
