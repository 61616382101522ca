import numpy as np
import optax
from flax import nnx

from model import SoftEdgeGNN
from train import fit


def power_grid_like(n=30, seed=0):
    rng = np.random.default_rng(seed)
    senders = np.concatenate([np.arange(n - 1), rng.integers(0, n, 20)]).astype(np.int32)
    receivers = np.concatenate([np.arange(1, n), rng.integers(0, n, 20)]).astype(np.int32)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    load = np.bincount(receivers, minlength=n).astype(np.float32) * x[:, 0]
    return x, senders, receivers, load


def main():
    model = SoftEdgeGNN(4, 16, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    fit(model, optimizer, power_grid_like(), n_steps=4)


if __name__ == "__main__":
    main()
