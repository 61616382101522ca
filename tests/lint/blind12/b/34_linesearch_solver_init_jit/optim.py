import jax
import jax.numpy as jnp


class BacktrackingGD:
    """Gradient descent with Armijo backtracking, driven from Python."""

    def __init__(self, fun, max_iter=10, c1=1e-4, shrink=0.5):
        self.value_and_grad = jax.jit(jax.value_and_grad(fun))
        self.max_iter = max_iter
        self.c1 = c1
        self.shrink = shrink

    def run(self, x0, *args):
        x = x0
        f, g = self.value_and_grad(x, *args)
        for _ in range(self.max_iter):
            step = 1.0
            while step > 1e-6:
                x_try = x - step * g
                f_try, g_try = self.value_and_grad(x_try, *args)
                if float(f_try) <= float(f) - self.c1 * step * float(g @ g):
                    break
                step *= self.shrink
            x, f, g = x_try, f_try, g_try
        return x, f
