import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ServiceLevelCallback


@jax.jit
def fit_step(w, x, y, lr):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * g


def main():
    rng = np.random.default_rng(1)
    x = jnp.asarray(rng.normal(size=(50, 3)), jnp.float32)
    y = jnp.asarray(20 + 3 * np.asarray(x[:, 0]) + rng.normal(size=50), jnp.float32)
    x = jnp.concatenate([x, jnp.ones((50, 1))], axis=1)
    w = jnp.zeros((4,), jnp.float32)
    callback = ServiceLevelCallback(actual=y, safety_stock=jnp.full((50,), 1.5))
    for epoch in range(10):
        w = fit_step(w, x, y, 0.1)
        callback(epoch, x @ w)
    for record in callback.history:
        print(record)


if __name__ == "__main__":
    main()
