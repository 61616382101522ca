import jax.numpy as jnp
from flax import struct


@struct.dataclass
class RatingState:
    mu: jnp.ndarray
    games_played: jnp.ndarray
    season_week: int = struct.field(pytree_node=False, default=0)
