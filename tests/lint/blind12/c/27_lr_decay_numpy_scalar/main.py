import numpy as np
import jax
import jax.numpy as jnp

from schedule import PlateauDecay


@jax.jit
def ridge_step(w, x, y, lr):
    grad = x.T @ (x @ w - y) / x.shape[0] + 1e-2 * w
    return w - lr * grad


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 5)).astype(np.float32)
    y = (x @ np.arange(1, 6) + rng.normal(size=96)).astype(np.float32)
    w = jnp.zeros(5)
    sched = PlateauDecay(base_lr=0.9, patience=0)
    lr = sched.lr
    for epoch in range(7):
        w = ridge_step(w, x, y, lr)
        val = float(jnp.mean((x @ w - y) ** 2))
        lr = sched.step(val)
        print(epoch, round(val, 3), lr)


if __name__ == "__main__":
    main()
