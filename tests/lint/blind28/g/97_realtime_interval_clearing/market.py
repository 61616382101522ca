import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class IntervalData:
    offers_mw: jax.Array
    offers_price: jax.Array
    demand_mw: jax.Array
    interval_id: int = flax.struct.field(pytree_node=False)


@jax.jit
def clear_interval(data):
    order = jnp.argsort(data.offers_price)
    cum = jnp.cumsum(data.offers_mw[order])
    k = jnp.minimum(jnp.searchsorted(cum, data.demand_mw), cum.shape[0] - 1)
    return data.offers_price[order][k]
