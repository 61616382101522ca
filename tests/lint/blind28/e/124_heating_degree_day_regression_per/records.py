import flax.struct
import jax


@flax.struct.dataclass
class MeterRecord:
    kwh: jax.Array
    oat: jax.Array
    source: str = flax.struct.field(pytree_node=False, default="utility_api")
