import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def newton_direction(Q_free, g_free):
    return -jnp.linalg.solve(Q_free, g_free)


def projected_newton(Q, c, lo, hi, n_iter=8):
    x = np.clip(np.zeros_like(c), lo, hi)
    for it in range(n_iter):
        g = Q @ x + c
        at_lo = (x <= lo + 1e-7) & (g > 0)
        at_hi = (x >= hi - 1e-7) & (g < 0)
        free = np.flatnonzero(~(at_lo | at_hi))
        d = np.zeros_like(x)
        if free.size:
            d[free] = np.asarray(newton_direction(Q[np.ix_(free, free)], g[free]))
        x_new = np.clip(x + d, lo, hi)
        if np.max(np.abs(x_new - x)) < 1e-6:
            break
        x = x_new
        print(it, free.size, float(0.5 * x @ Q @ x + c @ x))
    return x
