import numpy as np
import optax
from flax import nnx

from model import Scorer
from train import fit


def make_batches(rng, n, size):
    out = []
    for _ in range(n):
        x = rng.normal(size=(size, 8)).astype(np.float32)
        out.append((x, (x[:, 0] > x[:, 1]).astype(np.float32)))
    return out


def main():
    rng = np.random.default_rng(0)
    model = Scorer(rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    losses = fit(model, optimizer, make_batches(rng, 5, 16))
    print(losses)


if __name__ == "__main__":
    main()
