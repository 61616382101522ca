import flax.struct
import jax.numpy as jnp


@flax.struct.dataclass
class TankState:
    sugar: jnp.ndarray
    ethanol: jnp.ndarray
    temp: jnp.ndarray
    tank_id: str = flax.struct.field(pytree_node=False)
