import jax
import jax.numpy as jnp


@jax.jit
def allocate_budget(response_scale, saturation, budget):
    def body(_, shares):
        spend = shares * budget
        marginal = response_scale * saturation / (saturation + spend) ** 2
        shares = shares * jnp.exp(0.5 * (marginal / marginal.mean() - 1.0))
        return shares / shares.sum()
    shares = jnp.full(response_scale.shape, 1.0 / response_scale.shape[0])
    shares = jax.lax.fori_loop(0, 100, body, shares)
    return shares * budget
