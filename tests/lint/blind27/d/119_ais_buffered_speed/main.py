import jax
import jax.numpy as jnp
import numpy as np

from buffer import MessageBuffer


@jax.jit
def microbatch_update(w, x, y):
    def loss(w):
        return jnp.mean((x @ w[:-1] + w[-1] - y) ** 2)
    return w - 0.05 * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(0)
    buf = MessageBuffer(8)
    w = jnp.zeros(5)
    for tick in range(1, 60):
        n = 1 if tick % 5 else int(rng.integers(3, 9))
        x = rng.normal(size=(n, 4)).astype(np.float32)
        buf.extend(x, 12 + x @ np.array([1.0, -0.5, 0.3, 0.8], np.float32))
        while buf.ready():
            w = microbatch_update(w, *buf.take())
    print(jnp.round(w, 2))


if __name__ == "__main__":
    main()
