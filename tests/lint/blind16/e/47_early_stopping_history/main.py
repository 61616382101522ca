import jax
import jax.numpy as jnp
import numpy as np

from monitor import EarlyStopping


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
