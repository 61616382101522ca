import jax
import jax.numpy as jnp
import numpy as np

from data import io_batch, validation_set, N_FEAT


@jax.jit
def bce(w, x, y):
    z = (x @ w).reshape(y.shape)
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


@jax.jit
def sgd_step(w, x, y):
    return w - 0.5 * jax.grad(bce)(w, x, y)


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(N_FEAT)
    xv, yv = validation_set(rng)
    for epoch in range(3):
        for _ in range(3):
            x, y = io_batch(rng)
            w = sgd_step(w, x, y)
            train_loss = bce(w, x, y)
        print(epoch, float(train_loss), float(bce(w, xv, yv)))


if __name__ == "__main__":
    main()
