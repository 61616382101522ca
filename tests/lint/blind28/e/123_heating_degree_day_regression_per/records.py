import flax.struct
import jax


@flax.struct.dataclass
class MeterRecord:
    kwh: jax.Array
    oat: jax.Array
    building_id: str = flax.struct.field(pytree_node=False)
