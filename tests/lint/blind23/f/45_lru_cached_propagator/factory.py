from functools import lru_cache

import jax
import jax.numpy as jnp


@lru_cache(maxsize=None)
def cw_propagator(n_mean_motion, n_steps):
    n = n_mean_motion

    def cw_rollout(x0, dt):
        # Clohessy-Wiltshire relative motion, explicit Euler
        def f(x, _):
            px, py, pz, vx, vy, vz = x
            ax = 3 * n ** 2 * px + 2 * n * vy
            ay = -2 * n * vx
            az = -n ** 2 * pz
            x = x + dt * jnp.array([vx, vy, vz, ax, ay, az])
            return x, x[:3]
        _, traj = jax.lax.scan(f, x0, None, length=n_steps)
        return traj
    return jax.jit(cw_rollout)
