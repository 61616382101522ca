import numpy as np
import optax
from flax import nnx

from loop import run_epoch
from model import WindGustNet


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(160, 5)).astype(np.float32)   # mean wind, shear, stability, ...
    y = np.abs(1.5 * x[:, 0] + 0.3 * x[:, 1] * x[:, 2]).astype(np.float32)
    model = WindGustNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(4):
        batches = [(x[s:s + 40], y[s:s + 40]) for s in range(0, 160, 40)]
        loss = run_epoch(model, opt, batches)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
