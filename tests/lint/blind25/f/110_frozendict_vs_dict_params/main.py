import os
import tempfile

import jax
import jax.numpy as jnp
import numpy as np

import checkpoint
from model import net, predict_linewidth


def main():
    rng = np.random.default_rng(0)
    variables = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    path = os.path.join(tempfile.mkdtemp(), "linewidth.ckpt")
    checkpoint.save(path, variables)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    print("fresh model mean", float(predict_linewidth(variables, x).mean()))
    for shift in range(3):
        restored = checkpoint.load(path)
        xs = rng.normal(size=(32, 6)).astype(np.float32)
        print(f"shift {shift}: restored model mean {float(predict_linewidth(restored, xs).mean()):.4f}")


if __name__ == "__main__":
    main()
