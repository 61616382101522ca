import jax
import jax.numpy as jnp
import numpy as np

from loader import batches


@jax.jit
def gallery_step(w, batch):
    x, y = batch
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.1 * g


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(640, 5)).astype(np.float32)
    y = (x @ np.array([1.0, 0.5, -0.3, 0.0, 0.2])).astype(np.float32)
    w = jnp.zeros(5)
    for epoch in range(4):
        jitter = 0.0 if epoch == 0 else 0.01
        for batch in batches(x, y, 64, rng, jitter):
            w = gallery_step(w, batch)
        print(epoch, np.round(np.asarray(w), 3))


if __name__ == "__main__":
    main()
