import functools

import jax
import jax.numpy as jnp


class CrankNicolsonCahnHilliard:
    """Semi-implicit spectral solver for u_t = -(eps^2 u_xxxx + (u - u^3)_xx)."""

    def __init__(self, n, eps=0.02, dt=1e-4):
        self.n = n
        self.eps = eps
        self.dt = dt
        self.k = 2 * jnp.pi * jnp.fft.rfftfreq(n, d=1.0 / n)

    @functools.cached_property
    def _advance(self):
        k2, k4 = self.k**2, self.k**4
        dt, eps = self.dt, self.eps

        def advance(u):
            nonlinear = jnp.fft.rfft(u**3 - u)
            u_hat = (jnp.fft.rfft(u) - dt * k2 * nonlinear) / (1 + dt * eps**2 * k4)
            return jnp.fft.irfft(u_hat, n=u.shape[0])

        return jax.jit(advance)

    def step(self, u, n_sub=10):
        for _ in range(n_sub):
            u = self._advance(u)
        return u
