import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class IntervalBatch:
    offers_mw: jax.Array
    offers_price: jax.Array
    demand_mw: jax.Array
    interval_start: jax.Array
    market: str = flax.struct.field(pytree_node=False, default="RTM")


@jax.jit
def clearing_price_and_volume(b):
    order = jnp.argsort(b.offers_price)
    cum = jnp.cumsum(b.offers_mw[order])
    k = jnp.minimum(jnp.searchsorted(cum, b.demand_mw), cum.shape[0] - 1)
    return b.offers_price[order][k], jnp.minimum(cum[-1], b.demand_mw)
