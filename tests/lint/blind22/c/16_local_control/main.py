import jax
import jax.numpy as jnp
import numpy as np

from utils import grid_around_ball


@jax.jit
def pitch_control(grid, attackers, defenders):
    da = jnp.linalg.norm(grid[:, None] - attackers[None], axis=-1).min(1)
    dd = jnp.linalg.norm(grid[:, None] - defenders[None], axis=-1).min(1)
    return jax.nn.sigmoid((dd - da) / 4.0)


def main():
    rng = np.random.default_rng(0)
    att = (rng.random((11, 2)) * [105, 68]).astype(np.float32)
    dfn = (rng.random((11, 2)) * [105, 68]).astype(np.float32)
    ball_path = [(52.5, 34.0), (60.0, 40.0), (95.0, 50.0), (101.0, 60.0), (8.0, 6.0)]
    for ball in ball_path:
        grid = grid_around_ball(ball)
        pc = pitch_control(grid, att, dfn)
        print(ball, grid.shape[0], round(float(pc.mean()), 3))


if __name__ == "__main__":
    main()
