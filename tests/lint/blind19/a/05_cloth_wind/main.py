import jax.numpy as jnp

from cloth import advance, grid_springs, make_grid
from controller import SubstepController

N = 8
SPACING = 0.1
DT = 1.0 / 60.0
GUSTS = [0.0, 1.5, 3.2, 0.4, 5.0, 2.5]


def main():
    pos = make_grid(N, SPACING)
    prev = pos
    springs = grid_springs(N)
    rest = jnp.full((springs.shape[0],), SPACING)
    pinned = jnp.zeros((N * N,), bool).at[0].set(True).at[N - 1].set(True)
    ctl = SubstepController()
    for frame, gust in enumerate(GUSTS):
        wind = jnp.array([gust, 0.0, 0.0])
        n_sub = ctl.substeps(gust)
        pos, prev = advance(pos, prev, springs, rest, pinned, n_sub, DT, wind)
        print(f"frame {frame} substeps={n_sub} sag={float(-pos[:, 1].min()):.4f}")


if __name__ == "__main__":
    main()
