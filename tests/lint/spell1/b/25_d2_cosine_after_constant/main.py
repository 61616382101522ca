import jax
import jax.numpy as jnp
import numpy as np

PEAK_LR = 0.1
CONSTANT_EPOCHS = 3
EPOCHS = 8


def lr_at(epoch):
    if epoch < CONSTANT_EPOCHS:
        return PEAK_LR
    progress = (epoch - CONSTANT_EPOCHS) / (EPOCHS - CONSTANT_EPOCHS)
    return PEAK_LR * 0.5 * (1 + np.cos(np.pi * progress))


def logistic_loss(w, x, y):
    z = x @ w
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


@jax.jit
def epoch_update(w, x, y, lr):
    g = jax.grad(logistic_loss)(w, x, y)
    return w - lr * g


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 4)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.float32)
    w = jnp.zeros(4)
    for epoch in range(EPOCHS):
        lr = lr_at(epoch)
        w = epoch_update(w, x, y, lr)
        print(f"epoch {epoch}: lr={lr:.4f} loss={float(logistic_loss(w, x, y)):.4f}")


if __name__ == "__main__":
    main()
