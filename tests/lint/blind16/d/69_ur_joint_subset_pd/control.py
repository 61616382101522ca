from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("joints",))
def joint_space_pd(q, qd, q_target, joints, kp=20.0, kd=2.0):
    idx = jnp.array(joints)
    tau = jnp.zeros_like(q)
    err = q_target[idx] - q[idx]
    return tau.at[idx].set(kp * err - kd * qd[idx])
