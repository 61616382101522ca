import jax
import jax.numpy as jnp
import numpy as np

import checkpoint
from evaluation import validate
from model import gesture_model


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(24, 30, 6)).astype(np.float32)
    y = rng.integers(0, 7, 24).astype(np.int32)
    params = gesture_model.init(jax.random.PRNGKey(0), jnp.swapaxes(x[:4], 0, 1))
    print("init", validate(params, x, y))
    blobs = []
    for epoch in range(3):
        params = jax.tree_util.tree_map(lambda p: p + 0.01 * jnp.sign(p), params)
        blobs.append(checkpoint.save(params))
    for i, blob in enumerate(blobs):
        restored = checkpoint.load(blob)
        print("ckpt", i, validate(restored, x, y))


if __name__ == "__main__":
    main()
