import numpy as np
import optax
from flax import nnx

from model import MotionHead
from train import fit

HORIZON = 6


def make_loader(seed=0, batches=2, bs=16):
    rng = np.random.default_rng(seed)
    data = [(rng.normal(size=(bs, 24)).astype(np.float32),
             rng.normal(size=(bs, HORIZON, 2)).astype(np.float32)) for _ in range(batches)]
    return lambda: iter(data)


def main():
    model = MotionHead(24, HORIZON, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    fit(model, optimizer, make_loader())


if __name__ == "__main__":
    main()
