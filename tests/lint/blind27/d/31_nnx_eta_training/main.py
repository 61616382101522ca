import numpy as np
import optax
from flax import nnx

from model import EtaNet
from train import train_step, set_dropout


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 7)).astype(np.float32)
    y = (x[:, 0] * 3 + x[:, 1] ** 2 + rng.normal(0, 0.2, 256)).astype(np.float32)
    model = EtaNet(7, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(4):
        set_dropout(model, epoch)
        for b in range(0, 256, 64):
            loss = train_step(model, optimizer, x[b:b + 64], y[b:b + 64])
        print(epoch, model.drop.rate, float(loss))


if __name__ == "__main__":
    main()
