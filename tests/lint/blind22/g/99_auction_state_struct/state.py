import jax.numpy as jnp
from flax import struct


@struct.dataclass
class PacingState:
    spent: jnp.ndarray
    multiplier: jnp.ndarray
    target_rate: float = struct.field(pytree_node=False, default=1.0)


def next_hour(state, hour, daily_budget, hours=24):
    remaining_hours = hours - hour
    remaining = daily_budget - float(state.spent.sum())
    return state.replace(target_rate=round(remaining / max(remaining_hours, 1), 2))
