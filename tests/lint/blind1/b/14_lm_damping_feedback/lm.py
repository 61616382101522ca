import jax
import jax.numpy as jnp
import numpy as np


def make_lm_step(residual_fn):
    @jax.jit
    def lm_step(params, damping, x, y):
        r = residual_fn(params, x, y)
        J = jax.jacfwd(residual_fn)(params, x, y)
        JtJ = J.T @ J
        A = JtJ + damping * jnp.diag(jnp.diag(JtJ) + 1e-6)
        delta = jnp.linalg.solve(A, -J.T @ r)
        new_params = params + delta
        return new_params, 0.5 * r @ r, 0.5 * jnp.sum(residual_fn(new_params, x, y) ** 2)

    return lm_step


class LevenbergMarquardt:
    def __init__(self, residual_fn, damping=0, up=10.0, down=0.3, max_damping=1e6):
        self.step = make_lm_step(residual_fn)
        self.damping = damping
        self.up, self.down, self.max_damping = up, down, max_damping

    def fit(self, params, x, y, n_iter=8):
        for it in range(n_iter):
            cand, cost, new_cost = self.step(params, self.damping, x, y)
            if float(new_cost) < float(cost):
                params = cand
                self.damping = float(max(self.damping * self.down, 1e-3))
            else:
                self.damping = np.minimum(max(self.damping, 1e-3) * self.up, self.max_damping)
            print(f"it {it}: cost={float(cost):.5f} damping={self.damping}")
        return params
