import numpy as np
import optax
from flax import nnx

from model import CrumbNet
from train import run_epoch


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 10)).astype(np.float32)
    y = (4.0 + 0.5 * x[:, 0] - 0.3 * x[:, 4]).astype(np.float32)
    model = CrumbNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(5):
        print(f"epoch {epoch}: loss {run_epoch(model, opt, x, y)}")


if __name__ == "__main__":
    main()
