import flax.struct
import jax.numpy as jnp


@flax.struct.dataclass
class BatteryState:
    soc: jnp.ndarray
    throughput_kwh: jnp.ndarray
    cycle_count: int = flax.struct.field(pytree_node=False, default=0)


def close_day(state, capacity_kwh):
    cycles = int(float(state.throughput_kwh) // (2 * capacity_kwh))
    return state.replace(cycle_count=cycles)
