import flax.struct
import jax


@flax.struct.dataclass
class MissionState:
    pos: jax.Array
    vel: jax.Array
    mass: jax.Array
    phase: str = flax.struct.field(pytree_node=False, default="coast")
    burn_index: int = flax.struct.field(pytree_node=False, default=0)
