import jax
import jax.numpy as jnp
import numpy as np

from callbacks import EvalCallback
from metrics import brier_and_logloss


def predict(w, x):
    return x @ w[:-1] + w[-1]


@jax.jit
def sgd_step(w, x, y):
    def loss(w):
        return brier_and_logloss(predict(w, x), y)[1]

    return w - 0.1 * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 3)).astype(np.float32)
    y = (rng.random(256) < 0.15).astype(np.float32)
    w = jnp.zeros(4)
    cb = EvalCallback(jax.jit(predict), x[:64], y[:64])
    for epoch in range(3):
        for s in range(64, 256, 64):
            w = sgd_step(w, x[s:s + 64], y[s:s + 64])
        train_brier, _ = brier_and_logloss(predict(w, x[64:128]), y[64:128])
        cb.on_epoch_end(epoch, w)


if __name__ == "__main__":
    main()
