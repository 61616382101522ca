import jax
import jax.numpy as jnp

from kinematics import planar_leg_fk


def fit_angles(markers, thigh, shank, iters=50, lr=0.5):
    def ik_step(angles, target):
        def err(a):
            return jnp.sum((planar_leg_fk(a, thigh, shank) - target) ** 2)
        return angles - lr * jax.grad(err)(angles)

    ik_step = jax.jit(ik_step)
    angles = jnp.zeros((markers.shape[0], 2)) + jnp.array([0.2, 0.4])
    for _ in range(iters):
        angles = ik_step(angles, markers)
    return angles
