import jax.numpy as jnp
from flax import struct


@struct.dataclass
class ModelState:
    temperature: jnp.ndarray
    time_s: jnp.ndarray
    nlev: int = struct.field(pytree_node=False, default=10)
    scheme: str = struct.field(pytree_node=False, default="implicit")


def initial_state(nlev=10):
    T = jnp.linspace(15.0, 4.0, nlev)
    return ModelState(temperature=T, time_s=jnp.asarray(0.0), nlev=nlev)
