import jax
import jax.numpy as jnp
import numpy as np


def cable_rhs(u, dx, k0, beta, h_loss):
    k = k0 * (1 + beta * u)
    k_face = 0.5 * (k[1:] + k[:-1])
    flux = k_face * (u[1:] - u[:-1]) / dx
    du = jnp.zeros_like(u).at[1:-1].set((flux[1:] - flux[:-1]) / dx)
    return du - h_loss * u


_cable_rhs = jax.jit(cable_rhs)
_cable_jac = jax.jit(jax.jacfwd(cable_rhs))


class DiscretisedCable:
    """Semi-discrete heat loss along a cable with temperature-dependent conductivity."""

    def __init__(self, n=24, length=1.0, k0=1.0, beta=0.5, h_loss=0.3):
        self.n = n
        self.args = (np.float32(length / (n - 1)), np.float32(k0), np.float32(beta), np.float32(h_loss))

    def __call__(self, t, y):
        return np.asarray(_cable_rhs(jnp.asarray(y, jnp.float32), *self.args), dtype=np.float64)

    def jacobian(self, t, y):
        return np.asarray(_cable_jac(jnp.asarray(y, jnp.float32), *self.args), dtype=np.float64)
