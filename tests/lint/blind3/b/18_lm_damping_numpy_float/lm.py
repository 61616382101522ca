"""Levenberg-Marquardt for small least-squares problems with a jitted inner solve."""
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def lm_proposal(params, x, y, damping):
    def resid(p):
        return p[0] * jnp.exp(-p[1] * x) + p[2] - y

    r = resid(params)
    J = jax.jacfwd(resid)(params)
    A = J.T @ J
    A = A + damping * jnp.diag(jnp.diag(A))
    step = jnp.linalg.solve(A, -J.T @ r)
    new_r = resid(params + step)
    return params + step, jnp.sum(r**2), jnp.sum(new_r**2)


class LevenbergMarquardt:
    def __init__(self, damping=1.0, up=3.0, down=0.5):
        self.damping = damping
        self.up = up
        self.down = down

    def run(self, params, x, y, n_iter=8):
        for _ in range(n_iter):
            candidate, cost, new_cost = lm_proposal(params, x, y, self.damping)
            ratio = np.float64(new_cost) / np.float64(cost)
            if ratio < 1.0:
                params = candidate
                self.damping = self.damping * max(self.down, ratio)
            else:
                self.damping = self.damping * self.up
        return params
