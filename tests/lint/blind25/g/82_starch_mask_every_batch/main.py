import numpy as np
import jax
import jax.numpy as jnp

from batching import iterate


@jax.jit
def amylose_step(w, batch):
    def loss_fn(w):
        err = (batch.x @ w - batch.y) ** 2
        return jnp.sum(err * batch.mask) / jnp.sum(batch.mask)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.05 * g, loss


def main():
    rng = np.random.default_rng(1)
    # rice starch: iodine-blue absorbance ratios -> amylose %
    x = rng.normal(size=(90, 6)).astype(np.float32)
    y = (x @ np.array([0.5, -0.2, 0.3, 0.0, 0.1, 0.4])).astype(np.float32)
    w = jnp.zeros(6)
    for epoch in range(4):
        for batch in iterate(x, y, 32):
            w, loss = amylose_step(w, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
