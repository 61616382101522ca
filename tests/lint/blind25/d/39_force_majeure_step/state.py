from typing import NamedTuple
import jax.numpy as jnp

class TrainState(NamedTuple):
    params: dict
    step: jnp.ndarray

def init_state(d):
    return TrainState({"w": jnp.zeros(d), "b": jnp.zeros(())}, jnp.array(0, jnp.int32))
