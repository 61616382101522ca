import jax
import numpy as np

from model import UveitisGrader
from train import tx, uveitis_step


def dropout_for_epoch(epoch, start=0.5, end=0.1, epochs=4):
    return start + (end - start) * epoch / (epochs - 1)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 12)).astype(np.float32)
    y = rng.integers(0, 5, size=64).astype(np.int32)
    key = jax.random.PRNGKey(0)
    params = UveitisGrader().init({"params": key}, x[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(4):
        model = UveitisGrader(dropout_rate=dropout_for_epoch(epoch))
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            params, opt_state, l = uveitis_step(model, params, opt_state, x[i:i + 16], y[i:i + 16], sub)
        print(epoch, round(model.dropout_rate, 3), float(l))


if __name__ == "__main__":
    main()
