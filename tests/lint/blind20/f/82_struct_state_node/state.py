import flax.struct
import jax.numpy as jnp


@flax.struct.dataclass
class BatteryState:
    soc: jnp.ndarray
    throughput_kwh: jnp.ndarray
    cycle_count: jnp.ndarray = flax.struct.field(default_factory=lambda: jnp.int32(0))


def close_day(state, capacity_kwh):
    cycles = jnp.int32(state.throughput_kwh // (2 * capacity_kwh))
    return state.replace(cycle_count=cycles)
