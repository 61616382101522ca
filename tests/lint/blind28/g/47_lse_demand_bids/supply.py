import jax
import jax.numpy as jnp

OFFER_MW = jnp.array([300.0, 250.0, 400.0, 200.0, 350.0, 150.0])
OFFER_PRICE = jnp.array([18.0, 24.0, 31.0, 45.0, 70.0, 140.0])


@jax.jit
def residual_supply_price(demand_mw, cap):
    cum = jnp.cumsum(OFFER_MW)
    idx = jnp.searchsorted(cum, demand_mw)
    price = jnp.where(idx < OFFER_PRICE.shape[0], OFFER_PRICE[jnp.minimum(idx, 5)], cap)
    return jnp.minimum(price, cap)
