import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def smoothed_trend(buffer, count):
    idx = jnp.arange(buffer.shape[0])
    valid = idx < count
    weights = jnp.where(valid, 0.7 ** (count - 1 - idx), 0.0)
    smoothed = jnp.sum(weights * buffer) / jnp.sum(weights)
    return smoothed, buffer[count - 1] - buffer[0]


class EarlyStopping:
    def __init__(self, patience=3, max_epochs=64):
        self.patience = patience
        self.buffer = jnp.zeros((max_epochs,), jnp.float32)
        self.count = 0
        self.best = jnp.inf
        self.bad_epochs = 0

    def update(self, val_loss):
        self.buffer = self.buffer.at[self.count].set(val_loss)
        self.count += 1
        smoothed, _ = smoothed_trend(self.buffer, jnp.int32(self.count))
        if float(smoothed) < self.best:
            self.best, self.bad_epochs = float(smoothed), 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    return w - 0.05 * jax.grad(loss_fn)(w, x, y)


eval_loss = jax.jit(loss_fn)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 5)).astype(np.float32)
    y = (x @ rng.normal(size=(5,)) + rng.normal(size=80)).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:60], y[:60], x[60:], y[60:]
    w = jnp.zeros(5)
    stopper = EarlyStopping()
    for epoch in range(8):
        for _ in range(4):
            w = train_step(w, x_tr, y_tr)
        val = eval_loss(w, x_va, y_va)
        print(f"epoch {epoch}: val {float(val):.4f}")
        if stopper.update(val):
            break


if __name__ == "__main__":
    main()
