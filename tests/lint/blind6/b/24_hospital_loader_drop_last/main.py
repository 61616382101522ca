import jax
import jax.numpy as jnp
import numpy as np

from data import admissions, BatchLoader

LAGS = 14


def make_xy(series):
    x = np.stack([series[i : i + LAGS] for i in range(len(series) - LAGS)])
    return x / 100.0, series[LAGS:] / 100.0


@jax.jit
def train_step(w, b, x, y):
    def loss(w, b):
        return jnp.mean((x @ w + b - y) ** 2)
    l, (gw, gb) = jax.value_and_grad(loss, argnums=(0, 1))(w, b)
    return w - 0.05 * gw, b - 0.05 * gb, l


if __name__ == "__main__":
    x, y = make_xy(admissions())
    w, b = jnp.zeros(LAGS, jnp.float32), jnp.zeros((), jnp.float32)
    for epoch in range(4):
        for xb, yb in BatchLoader(x, y, batch_size=32, seed=epoch):
            w, b, l = train_step(w, b, xb, yb)
        print(f"epoch {epoch} loss {float(l):.4f}")
