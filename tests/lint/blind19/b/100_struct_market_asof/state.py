from flax import struct
import jax.numpy as jnp


@struct.dataclass
class MarketState:
    spot: jnp.ndarray
    rates: jnp.ndarray
    vols: jnp.ndarray
    as_of: str = struct.field(pytree_node=False)
