from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("settings",))
def clear_market(offer_prices, offer_qty, demand, settings):
    order = jnp.argsort(offer_prices)
    p = offer_prices[order]
    q = offer_qty[order]
    need = demand * (1 + settings.reserve_frac)
    cum = jnp.cumsum(q)
    idx = jnp.searchsorted(cum, need)
    price = jnp.where(idx < p.shape[0], p[jnp.minimum(idx, p.shape[0] - 1)], settings.price_cap)
    dispatched = jnp.clip(need - (cum - q), 0.0, q)
    return price, dispatched
