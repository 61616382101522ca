import jax.numpy as jnp
import numpy as np

from burgers import simulate
from config import BurgersConfig


def sweep(base: BurgersConfig, viscosities):
    x = jnp.linspace(0, 2 * jnp.pi, base.n_grid, endpoint=False)
    u0 = jnp.sin(x)
    out = {}
    for nu in viscosities:
        cfg = base.with_viscosity(float(nu))
        u = simulate(u0, cfg=cfg)
        out[float(nu)] = float(jnp.max(jnp.abs(jnp.gradient(u))))
    return out


if __name__ == "__main__":
    results = sweep(BurgersConfig(), np.linspace(0.02, 0.1, 5))
    for nu, g in results.items():
        print(f"nu={nu:.3f} max|du|={g:.4f}")
