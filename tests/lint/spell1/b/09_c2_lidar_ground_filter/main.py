import jax
import jax.numpy as jnp
import numpy as np

GROUND_Z = -1.5
GRID = 8
CELL = 2.0


@jax.jit
def occupancy_grid(points):
    ij = jnp.clip(((points[:, :2] + GRID * CELL / 2) / CELL).astype(jnp.int32), 0, GRID - 1)
    flat = ij[:, 0] * GRID + ij[:, 1]
    counts = jnp.zeros(GRID * GRID).at[flat].add(1.0)
    height = jnp.full(GRID * GRID, -jnp.inf).at[flat].max(points[:, 2])
    return counts.reshape(GRID, GRID), height.reshape(GRID, GRID)


def read_sweep(rng, n=400):
    xy = rng.uniform(-GRID, GRID, size=(n, 2))
    z = rng.normal(-1.0, 0.8, size=(n, 1))
    return np.hstack([xy, z]).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for frame in range(6):
        cloud = read_sweep(rng)
        obstacles = cloud[cloud[:, 2] > GROUND_Z]
        counts, height = occupancy_grid(obstacles)
        print(f"frame {frame}: {len(obstacles)} obstacle points, busy cells={int((counts > 0).sum())}")


if __name__ == "__main__":
    main()
