import flax.struct
import jax


@flax.struct.dataclass
class FramePacket:
    pixels: jax.Array
    exposure: jax.Array
    timestamp: float
    camera: str = flax.struct.field(pytree_node=False)
