import numpy as np
import optax
from flax import nnx

from model import DuelModel


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def folds(x, y, k=3):
    n = len(x) // k
    for f in range(k):
        idx = np.r_[0:f * n, (f + 1) * n:k * n]
        yield x[idx], y[idx]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(90, 6)).astype(np.float32)
    y = (x[:, 0] + x[:, 3] > 0).astype(np.float32)
    for f, (xt, yt) in enumerate(folds(x, y)):
        model = DuelModel(nnx.Rngs(f))
        optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
        for _ in range(3):
            loss = train_step(model, optimizer, xt, yt)
        print(f, float(loss))


if __name__ == "__main__":
    main()
