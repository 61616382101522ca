import numpy as np
import optax
from flax import nnx

from model import LoadNet
from train import make_train_step


def feeder_data(rng, n=256):
    X = rng.standard_normal((n, 6)).astype(np.float32)
    y = (X @ np.array([0.5, -0.2, 0.1, 0.3, 0.0, 0.7]) + 0.1 * rng.standard_normal(n)).astype(np.float32)
    return X, y


def main():
    rng = np.random.default_rng(0)
    X, y = feeder_data(rng)
    model = LoadNet(6, 16, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(4):
        step = make_train_step()
        for s in range(0, 256, 64):
            loss = step(model, opt, X[s:s + 64], y[s:s + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
