import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class EnvState:
    pos: jax.Array
    vel: jax.Array
    t: jax.Array


def reset(key):
    return EnvState(pos=jax.random.uniform(key, (2,), minval=-1, maxval=1), vel=jnp.zeros(2),
                    t=jnp.zeros((), jnp.int32))


@jax.jit
def step(state, action):
    vel = 0.9 * state.vel + 0.1 * action
    pos = state.pos + 0.1 * vel
    reward = -jnp.sum(pos ** 2)
    return state.replace(pos=pos, vel=vel, t=state.t + 1), reward
