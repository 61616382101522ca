from functools import partial

import jax
import jax.numpy as jnp

STEP_PERIOD = 0.4


def foot_targets(phase, stride=0.1, height=0.05):
    angle = 2 * jnp.pi * phase
    x = stride * jnp.cos(angle)
    z = jnp.maximum(0.0, height * jnp.sin(angle))
    return jnp.stack([x, z])


@partial(jax.jit, static_argnames=("stance",))
def leg_torques(q, qd, phase, stance, kp=30.0, kd=1.0):
    target = foot_targets(phase)
    if stance:
        # stiffer, no lift while the foot carries load
        return 2 * kp * (target.at[1].set(0.0) - q) - kd * qd
    return kp * (target - q) - kd * qd
