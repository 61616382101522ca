import jax
import jax.numpy as jnp


class NewtonSolver:
    def __init__(self, residual_fn, tol=1e-6, max_iter=20):
        self.residual_fn = residual_fn
        self.tol = tol
        self.max_iter = max_iter

        def step(x, params):
            r = residual_fn(x, params)
            J = jax.jacfwd(residual_fn)(x, params)
            return x - jnp.linalg.solve(J, r), jnp.linalg.norm(r)

        self._step = jax.jit(step)

    def newton_step(self, x, params):
        return self._step(x, params)

    def solve(self, x0, params):
        x = x0
        for it in range(self.max_iter):
            x, res = self.newton_step(x, params)
            if float(res) < self.tol:
                break
        return x, it + 1
