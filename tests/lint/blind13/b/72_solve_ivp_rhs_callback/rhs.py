import jax
import jax.numpy as jnp
import numpy as np


class DiscretisedCable:
    """Semi-discrete heat loss along a cable with temperature-dependent conductivity."""

    def __init__(self, n=24, length=1.0, k0=1.0, beta=0.5, h_loss=0.3):
        self.n = n
        self.dx = length / (n - 1)
        self.k0, self.beta, self.h_loss = k0, beta, h_loss

    def __call__(self, t, y):
        dx, k0, beta, h = self.dx, self.k0, self.beta, self.h_loss

        def rhs_fn(u):
            k = k0 * (1 + beta * u)
            k_face = 0.5 * (k[1:] + k[:-1])
            flux = k_face * (u[1:] - u[:-1]) / dx
            du = jnp.zeros_like(u).at[1:-1].set((flux[1:] - flux[:-1]) / dx)
            return du - h * u

        return np.asarray(jax.jit(rhs_fn)(jnp.asarray(y, jnp.float32)), dtype=np.float64)
