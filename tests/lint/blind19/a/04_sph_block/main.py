import jax.numpy as jnp
import numpy as np

from neighbors import build_neighbor_table
from sph import density, pressure_step

H = 0.3
DT = 0.002
MAX_NEIGHBORS = 128


def initial_block(n_side):
    g = np.linspace(0.0, 0.5, n_side, dtype=np.float32)
    x, y, z = np.meshgrid(g, g, g, indexing="ij")
    return np.stack([x.ravel(), y.ravel(), z.ravel()], axis=1)


def main():
    pos = jnp.asarray(initial_block(5))
    rng = np.random.default_rng(1)
    pos = pos + 0.01 * jnp.asarray(rng.normal(size=pos.shape).astype(np.float32))
    vel = jnp.zeros_like(pos)
    mass = jnp.full((pos.shape[0],), 0.02)
    for step in range(5):
        table = build_neighbor_table(pos, H, MAX_NEIGHBORS)
        rho = density(pos, mass, table, H)
        pos, vel = pressure_step(pos, vel, rho, mass, table, H, DT)
        pos = pos.at[:, 1].multiply(1.0 - 0.05 * (step + 1))
        print(f"step {step} rho_mean={float(rho.mean()):.3f}")


if __name__ == "__main__":
    main()
