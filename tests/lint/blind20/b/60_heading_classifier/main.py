import numpy as np
import optax
from flax import nnx

from trainer import train_epoch

FEAT = 14  # font size, boldness, indentation, line gap, ...


class HeaderDetector(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(FEAT, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))


def make_batches(rng, n=3, batch=16):
    return [(rng.standard_normal((batch, FEAT)).astype(np.float32),
             (rng.random(batch) > 0.8).astype(np.float32)) for _ in range(n)]


def main():
    rng = np.random.default_rng(0)
    model = HeaderDetector(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        print(epoch, train_epoch(model, optimizer, make_batches(rng)))


if __name__ == "__main__":
    main()
