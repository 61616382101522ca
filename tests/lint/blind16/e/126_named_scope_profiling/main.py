import jax
import jax.numpy as jnp
import numpy as np

from profiling import scoped_jit


@scoped_jit
def sgd_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.1 * g


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = (x @ np.array([1.0, 0.0, -1.0, 2.0], np.float32)).astype(np.float32)
    w = jnp.zeros(4)
    for epoch in range(4):
        for _ in range(3):
            w = sgd_step(w, x, y, tag=f"train/epoch_{epoch}")
    print(np.asarray(w).round(3))


if __name__ == "__main__":
    main()
