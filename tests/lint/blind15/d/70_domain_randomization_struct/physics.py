import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class EnvParams:
    mass: float = 1.0
    friction: float = 0.1
    dt: float = struct.field(pytree_node=False, default=0.05)


def sample_params(rng):
    return EnvParams(mass=jnp.float32(rng.uniform(0.5, 2.0)),
                     friction=jnp.float32(rng.uniform(0.0, 0.3)))


@jax.jit
def rollout(policy_w, init_state, params):
    def step(state, _):
        pos, vel = state[..., 0], state[..., 1]
        force = jnp.tanh(state @ policy_w)[..., 0]
        acc = (force - params.friction * vel) / params.mass
        vel = vel + params.dt * acc
        pos = pos + params.dt * vel
        new = jnp.stack([pos, vel], -1)
        return new, -(pos ** 2)
    _, rewards = jax.lax.scan(step, init_state, None, length=20)
    return rewards.sum(0)
