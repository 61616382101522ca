import functools

import jax
import jax.numpy as jnp


class MaskedGP:
    def __init__(self, lengthscale=0.25, noise=1e-3):
        self.lengthscale = lengthscale
        self.noise = noise

    def kernel(self, a, b):
        d2 = jnp.sum((a[:, None] - b[None]) ** 2, -1)
        return jnp.exp(-0.5 * d2 / self.lengthscale ** 2)

    @functools.partial(jax.jit, static_argnums=0)
    def expected_improvement(self, x, y, mask, xq):
        m = mask.astype(x.dtype)
        k = self.kernel(x, x) * m[:, None] * m[None] + jnp.diag(self.noise * m + (1 - m))
        kq = self.kernel(xq, x) * m[None]
        l = jnp.linalg.cholesky(k)
        alpha = jax.scipy.linalg.cho_solve((l, True), y * m)
        mu = kq @ alpha
        v = jax.scipy.linalg.solve_triangular(l, kq.T, lower=True)
        sd = jnp.sqrt(jnp.clip(1.0 - jnp.sum(v * v, 0), 1e-9))
        best = jnp.min(jnp.where(mask, y, jnp.inf))
        z = (best - mu) / sd
        return (best - mu) * jax.scipy.stats.norm.cdf(z) + sd * jax.scipy.stats.norm.pdf(z)
