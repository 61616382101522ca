import jax.numpy as jnp
import numpy as np

from burgers import simulate
from config import GridConfig


def sweep(grid: GridConfig, viscosities):
    x = jnp.linspace(0, 2 * jnp.pi, grid.n_grid, endpoint=False)
    u0 = jnp.sin(x)
    out = {}
    for nu in jnp.asarray(viscosities, dtype=jnp.float32):
        u = simulate(u0, nu, grid=grid)
        out[float(nu)] = float(jnp.max(jnp.abs(jnp.gradient(u))))
    return out


if __name__ == "__main__":
    results = sweep(GridConfig(), np.linspace(0.02, 0.1, 5))
    for nu, g in results.items():
        print(f"nu={nu:.3f} max|du|={g:.4f}")
