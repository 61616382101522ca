import os
import tempfile

import jax
import numpy as np

import checkpoint
from model import init, link_update


def pair_batches(rng, n=3, bs=32):
    for _ in range(n):
        x = rng.normal(size=(bs, 20)).astype(np.float32)
        yield x, (x[:, 0] + x[:, 1] > 0).astype(np.float32)


def main():
    rng = np.random.default_rng(100)
    params = init(jax.random.PRNGKey(100))
    path = os.path.join(tempfile.mkdtemp(), "linker.json")
    for stage in range(2):
        for x, y in pair_batches(rng):
            params, loss = link_update(params, x, y)
        print("stage", stage, float(loss))
        checkpoint.save(path, params)
        params = checkpoint.load(path)


if __name__ == "__main__":
    main()
