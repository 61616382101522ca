from functools import partial

import jax
import jax.numpy as jnp


def rk4_step(rhs, y, t, dt):
    k1 = rhs(y, t)
    k2 = rhs(y + 0.5 * dt * k1, t + 0.5 * dt)
    k3 = rhs(y + 0.5 * dt * k2, t + 0.5 * dt)
    k4 = rhs(y + dt * k3, t + dt)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


class RK4Integrator:
    def __init__(self, rhs, dt):
        self.rhs = rhs
        self.dt = dt
        self._step = jax.jit(partial(rk4_step, rhs, dt=dt))

    @property
    def step_fn(self):
        return self._step

    def integrate(self, y0, t0, n_steps):
        y, t = y0, jnp.float32(t0)
        traj = [y0]
        for _ in range(n_steps):
            y = self.step_fn(y, t)
            t = t + self.dt
            traj.append(y)
        return jnp.stack(traj)
