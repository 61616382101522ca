import jax.numpy as jnp

from lbm.config import LatticeConfig
from lbm.solver import collide_stream, equilibrium

CFG = LatticeConfig(nx=96, tau=0.7)


def run(cfg, n_blocks=5, block=10):
    rho0 = 1 + 0.1 * jnp.exp(-((jnp.arange(cfg.nx) - cfg.nx / 2) ** 2) / 20)
    f = equilibrium(rho0, jnp.zeros(cfg.nx))
    for k in range(n_blocks):
        for _ in range(block):
            f = collide_stream(f, cfg)
        print(f"block {k}: mass={float(f.sum()):.4f}")
    return f


if __name__ == "__main__":
    run(CFG)
