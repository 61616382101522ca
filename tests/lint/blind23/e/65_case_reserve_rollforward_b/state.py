from flax import struct
import jax


@struct.dataclass
class ReserveState:
    case_reserves: jax.Array
    paid_to_date: jax.Array
    valuation_month: jax.Array
