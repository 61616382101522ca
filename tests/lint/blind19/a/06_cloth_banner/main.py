import jax.numpy as jnp

from cloth import advance, grid_springs, make_grid
from config import ClothConfig


def main(cfg=ClothConfig()):
    pos = make_grid(cfg.n, cfg.spacing)
    prev = pos
    springs = grid_springs(cfg.n)
    rest = jnp.full((springs.shape[0],), cfg.spacing)
    pinned = jnp.zeros((cfg.n * cfg.n,), bool).at[0].set(True).at[cfg.n - 1].set(True)
    for frame, gust in enumerate(cfg.gusts):
        wind = jnp.array([gust, 0.0, 0.0])
        pos, prev = advance(pos, prev, springs, rest, pinned, cfg.substeps, cfg.dt, wind)
        print(f"frame {frame} substeps={cfg.substeps} sag={float(-pos[:, 1].min()):.4f}")


if __name__ == "__main__":
    main()
