import jax
from flax import struct


@struct.dataclass
class ChainState:
    spins: jax.Array
    key: jax.Array
    n_accepted: jax.Array
    sweeps_done: int = struct.field(pytree_node=False, default=0)
