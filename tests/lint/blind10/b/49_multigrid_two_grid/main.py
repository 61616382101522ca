import jax.numpy as jnp
import numpy as np

from smoothers import residual
from vcycle import two_grid

N = 129


def solve(n_cycles=5):
    x = np.linspace(0, 1, N)
    h = 1.0 / (N - 1)
    f = jnp.asarray(np.pi**2 * np.sin(np.pi * x) + 9 * np.pi**2 * np.sin(3 * np.pi * x), dtype=jnp.float32)
    u = jnp.zeros(N)
    for c in range(n_cycles):
        u = two_grid(u, f, h)
        print(f"cycle {c}: residual norm {float(jnp.linalg.norm(residual(u, f, h)) * np.sqrt(h)):.3e}")
    return u


if __name__ == "__main__":
    solve()
