import flax.struct
import jax.numpy as jnp


@flax.struct.dataclass
class BarrelBatch:
    volume: jnp.ndarray
    abv: jnp.ndarray
    barrel_idx: jnp.ndarray
    cooperage: str = flax.struct.field(pytree_node=False, default="french_oak")
