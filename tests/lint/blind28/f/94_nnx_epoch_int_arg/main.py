from flax import nnx
import numpy as np
import optax

from model import GloveNet
from train import glove_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 11)).astype(np.float32)
    y = rng.integers(0, 9, 64).astype(np.int32)
    model = GloveNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        for i in range(0, 64, 16):
            loss = glove_step(model, opt, x[i : i + 16], y[i : i + 16], epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
