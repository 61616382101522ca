import jax
import jax.numpy as jnp
import numpy as np

from ops import OPS, apply_ops


@jax.jit
def make_view(images, magnitudes, op_ids):
    return apply_ops(images, op_ids, magnitudes)


def main():
    rng = np.random.default_rng(0)
    for step in range(6):
        images = rng.random((8, 6, 6, 3)).astype(np.float32)
        op_ids = rng.choice(len(OPS), size=2, replace=False).astype(np.int32)
        mags = rng.random(2).astype(np.float32)
        v = make_view(images, mags, op_ids)
        print(step, op_ids.tolist(), float(v.mean()))


if __name__ == "__main__":
    main()
