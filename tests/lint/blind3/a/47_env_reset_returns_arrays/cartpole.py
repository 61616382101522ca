from typing import NamedTuple

import jax
import jax.numpy as jnp

GRAVITY = 9.8
DT = 0.02


class CartState(NamedTuple):
    x: jax.Array
    x_dot: jax.Array
    theta: jax.Array
    theta_dot: jax.Array


def reset(theta0=0.05):
    return CartState(*jnp.array([0.0, 0.0, theta0, 0.0], dtype=jnp.float32))


@jax.jit
def env_step(state, force):
    x, x_dot, theta, theta_dot = state
    theta_acc = (GRAVITY * jnp.sin(theta) - jnp.cos(theta) * force) / 1.3
    x_acc = force - 0.05 * theta_acc * jnp.cos(theta)
    new = CartState(x + DT * x_dot, x_dot + DT * x_acc, theta + DT * theta_dot, theta_dot + DT * theta_acc)
    done = (jnp.abs(new.theta) > 0.21) | (jnp.abs(new.x) > 2.4)
    return new, done
