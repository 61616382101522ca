import jax
import jax.numpy as jnp
import numpy as np

from utils import grid_for_zone


@jax.jit
def pitch_control(grid, attackers, defenders):
    da = jnp.linalg.norm(grid[:, None] - attackers[None], axis=-1).min(1)
    dd = jnp.linalg.norm(grid[:, None] - defenders[None], axis=-1).min(1)
    return jax.nn.sigmoid((dd - da) / 4.0)


def main():
    rng = np.random.default_rng(0)
    att = (rng.random((11, 2)) * [105, 68]).astype(np.float32)
    dfn = (rng.random((11, 2)) * [105, 68]).astype(np.float32)
    for zone in ["full", "final_third", "box", "full", "box"]:
        pc = pitch_control(grid_for_zone(zone), att, dfn)
        print(zone, round(float(pc.mean()), 3))


if __name__ == "__main__":
    main()
