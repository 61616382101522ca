import jax
import jax.numpy as jnp


@jax.jit
def margin_excess(cash, positions, prices, haircuts):
    collateral = jnp.sum(jnp.abs(positions) * prices * (1.0 - haircuts))
    exposure = jnp.sum(jnp.abs(positions) * prices)
    return cash + collateral - 0.25 * exposure
