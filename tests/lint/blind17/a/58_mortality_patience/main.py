import jax
import jax.numpy as jnp
import numpy as np

from monitor import EarlyStopping


def bce(w, x, y):
    p = jax.nn.sigmoid(x @ w)
    return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))


@jax.jit
def epoch_update(w, x, y):
    g = jax.grad(bce)(w, x, y)
    return w - 0.5 * g


val_loss = jax.jit(bce)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(120, 8)).astype(np.float32)
    y = (x[:, 0] - x[:, 1] > 0).astype(np.float32)
    w = jnp.zeros(8)
    stopper = EarlyStopping()
    for epoch in range(8):
        w = epoch_update(w, x[:80], y[:80])
        v = val_loss(w, x[80:], y[80:])
        if stopper.update(v):
            print("stopping at", epoch)
            break
    print("final", float(v))


if __name__ == "__main__":
    main()
