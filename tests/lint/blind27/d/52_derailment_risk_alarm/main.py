import jax
import jax.numpy as jnp
import numpy as np

from callbacks import AlarmCallback


@jax.jit
def logistic_step(w, x, y):
    def nll(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    return w - 0.5 * jax.grad(nll)(w)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 6)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 3] + rng.normal(0, 0.5, 400) > 1.3).astype(np.int32)
    w = jnp.zeros(6)
    cb = AlarmCallback()
    for epoch in range(5):
        for _ in range(10):
            w = logistic_step(w, x, y.astype(np.float32))
        print(cb(epoch, jax.nn.sigmoid(x @ w), y))


if __name__ == "__main__":
    main()
