import jax.numpy as jnp
from flax import struct


@struct.dataclass
class TutorState:
    mastery: jnp.ndarray
    attempts: jnp.ndarray
    lesson: str = struct.field(pytree_node=False, default="intro")
