import flax.struct
import jax


@flax.struct.dataclass
class PGPEState:
    mu: jax.Array
    sigma: jax.Array
    generation: int = flax.struct.field(pytree_node=False, default=0)
