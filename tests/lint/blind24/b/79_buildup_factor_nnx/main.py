import numpy as np
import optax
from flax import nnx

from model import BuildupNet
from train import train


def taylor_buildup(n=256, seed=0):
    rng = np.random.default_rng(seed)
    e = rng.uniform(0.5, 3.0, n)
    mux = rng.uniform(0.0, 10.0, n)
    a = 10.0 / e
    b = a * np.exp(0.1 * mux) + (1 - a) * np.exp(-0.04 * mux)
    return np.stack([e / 3.0, mux / 10.0], 1).astype(np.float32), np.maximum(b, 1.0).astype(np.float32)


def main():
    x, y = taylor_buildup()
    model = BuildupNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    hist = train(model, optimizer, x, y, epochs=6)
    print("loss history", hist)


if __name__ == "__main__":
    main()
