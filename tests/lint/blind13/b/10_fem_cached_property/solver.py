from functools import cached_property

import jax
import jax.numpy as jnp


class RadiatingFin:
    """Steady 1D fin: -k T'' + c (T^4 - T_inf^4) = 0, T(0) = T_base, T'(L) = 0, P1 elements."""

    def __init__(self, n_elems, length=1.0, k=1.0, c=0.5, t_base=1.0, t_inf=0.2):
        self.n = n_elems
        self.h = length / n_elems
        self.k, self.c, self.t_base, self.t_inf = k, c, t_base, t_inf

    def _residual(self, t_free):
        t = jnp.concatenate([jnp.array([self.t_base]), t_free])
        grad = (t[1:] - t[:-1]) / self.h
        r = jnp.zeros_like(t)
        r = r.at[:-1].add(-self.k * grad).at[1:].add(self.k * grad)
        lumped = jnp.full_like(t, self.h).at[0].set(self.h / 2).at[-1].set(self.h / 2)
        r = r + lumped * self.c * (t ** 4 - self.t_inf ** 4)
        return r[1:]

    @cached_property
    def residual(self):
        return jax.jit(self._residual)

    @cached_property
    def tangent(self):
        return jax.jit(jax.jacfwd(self._residual))

    def solve(self, max_iter=6, tol=1e-10):
        t = jnp.full(self.n, self.t_base, dtype=jnp.float32)
        for it in range(max_iter):
            dt = jnp.linalg.solve(self.tangent(t), -self.residual(t))
            t = t + dt
            if float(jnp.linalg.norm(dt)) < tol:
                break
        return t, it + 1
