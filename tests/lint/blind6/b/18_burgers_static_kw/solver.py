from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_sub",))
def burgers_advance(u, nu, dt, n_sub):
    dx = 2 * jnp.pi / u.shape[0]

    def sub(u, _):
        ux = (jnp.roll(u, -1) - jnp.roll(u, 1)) / (2 * dx)
        uxx = (jnp.roll(u, -1) - 2 * u + jnp.roll(u, 1)) / dx ** 2
        return u + dt * (-u * ux + nu * uxx), None

    u, _ = jax.lax.scan(sub, u, None, length=n_sub)
    return u


class BurgersRun:
    def __init__(self, u0, nu=0.05, dt=1e-3, n_sub=10):
        self.u, self.nu, self.dt, self.n_sub = u0, nu, dt, n_sub

    def warm_start(self):
        self.u = burgers_advance(self.u, self.nu, self.dt, n_sub=self.n_sub)

    def advance(self):
        self.u = burgers_advance(self.u, self.nu, self.dt, self.n_sub)
        return self.u
