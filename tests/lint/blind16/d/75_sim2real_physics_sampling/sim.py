from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class PhysicsParams(NamedTuple):
    mass: float
    friction: float
    motor_gain: float


def sample_params(rng):
    return PhysicsParams(
        mass=np.float32(rng.uniform(0.8, 1.2)),
        friction=np.float32(rng.uniform(0.05, 0.2)),
        motor_gain=np.float32(rng.uniform(0.9, 1.1)),
    )


def rollout_return(w, x0, physics, steps=30):
    def step(x, _):
        pos, vel = x
        u = jnp.tanh(w[0] * pos + w[1] * vel)
        acc = (physics.motor_gain * u - physics.friction * vel) / physics.mass
        vel = vel + 0.05 * acc
        pos = pos + 0.05 * vel
        return (pos, vel), -(pos ** 2)

    _, r = jax.lax.scan(step, x0, None, length=steps)
    return r.sum()


@jax.jit
def policy_update(w, x0, physics, lr=0.01):
    ret, g = jax.value_and_grad(rollout_return)(w, x0, physics)
    return w + lr * g, ret
