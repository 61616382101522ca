from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from ops import OPS, apply_ops


@partial(jax.jit, static_argnames=("names",))
def make_view(images, magnitudes, names):
    return apply_ops(images, names, magnitudes)


def main():
    rng = np.random.default_rng(0)
    op_names = list(OPS)
    for step in range(6):
        images = rng.random((8, 6, 6, 3)).astype(np.float32)
        names = tuple(rng.choice(op_names, size=2, replace=False).tolist())
        mags = rng.random(2).astype(np.float32)
        v = make_view(images, mags, names=names)
        print(step, names, float(v.mean()))


if __name__ == "__main__":
    main()
