from functools import partial

import jax
import jax.numpy as jnp

STEP_PERIOD = 0.4


def foot_targets(phase, stride=0.1, height=0.05):
    angle = 2 * jnp.pi * phase
    x = stride * jnp.cos(angle)
    z = jnp.maximum(0.0, height * jnp.sin(angle))
    return jnp.stack([x, z])


@partial(jax.jit, static_argnames=("phase",))
def leg_torques(q, qd, phase, kp=30.0, kd=1.0):
    target = foot_targets(phase)
    return kp * (target - q) - kd * qd
