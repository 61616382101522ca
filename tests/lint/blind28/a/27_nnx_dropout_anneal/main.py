import numpy as np
import optax
from flax import nnx

from model import CancelNet
from train import cancel_train_step, anneal_dropout


def bookings(n=1024, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 10)).astype(np.float32)
    y = (x[:, :3].sum(1) + rng.normal(0, 1, n) > 0.5).astype(np.float32)
    return x, y


def main():
    x, y = bookings()
    model = CancelNet(10, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        anneal_dropout(model, epoch)
        for s in range(0, 1024, 128):
            loss = cancel_train_step(model, optimizer, x[s:s + 128], y[s:s + 128])
        print(epoch, round(model.drop.rate, 3), float(loss))


if __name__ == "__main__":
    main()
