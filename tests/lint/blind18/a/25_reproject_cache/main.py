import jax.numpy as jnp
import numpy as np

from grids import utm_grid
from warp import warper_for


def main():
    rng = np.random.default_rng(0)
    outputs = []
    for i in range(5):
        src = jnp.asarray(rng.uniform(size=(3, 80, 80)).astype(np.float32))
        affine = jnp.asarray([1.1, 0.02, 2.0 + i, -0.02, 1.1, 3.0], dtype=jnp.float32)
        grid = utm_grid(33)
        out = warper_for(grid)(src, affine)
        outputs.append(float(out.mean()))
    print("warped means:", [round(v, 4) for v in outputs])


if __name__ == "__main__":
    main()
