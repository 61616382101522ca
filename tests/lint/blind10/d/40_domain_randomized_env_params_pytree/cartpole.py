import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class EnvParams:
    gravity: float = 9.8
    pole_length: float = 0.5
    cart_mass: float = 1.0
    pole_mass: float = 0.1
    dt: float = struct.field(pytree_node=False, default=0.02)

    @classmethod
    def randomized(cls, rng):
        return cls(gravity=rng.uniform(9.0, 10.5), pole_length=rng.uniform(0.4, 0.6),
                   cart_mass=rng.uniform(0.8, 1.2))


@jax.jit
def env_step(state, action, params):
    x, x_dot, theta, theta_dot = state
    force = jnp.where(action == 1, 10.0, -10.0)
    total_mass = params.cart_mass + params.pole_mass
    pm_len = params.pole_mass * params.pole_length
    temp = (force + pm_len * theta_dot ** 2 * jnp.sin(theta)) / total_mass
    theta_acc = (params.gravity * jnp.sin(theta) - jnp.cos(theta) * temp) / (
        params.pole_length * (4.0 / 3.0 - params.pole_mass * jnp.cos(theta) ** 2 / total_mass))
    x_acc = temp - pm_len * theta_acc * jnp.cos(theta) / total_mass
    new_state = jnp.stack([x + params.dt * x_dot, x_dot + params.dt * x_acc,
                           theta + params.dt * theta_dot, theta_dot + params.dt * theta_acc])
    done = (jnp.abs(new_state[0]) > 2.4) | (jnp.abs(new_state[2]) > 0.21)
    return new_state, done
