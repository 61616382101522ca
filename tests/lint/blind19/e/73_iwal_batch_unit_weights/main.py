import jax
import jax.numpy as jnp
import numpy as np

from data import LabelledPool


@jax.jit
def train_step(theta, batch):
    def loss(t):
        z = batch["x"] @ t
        nll = jnp.logaddexp(0.0, -z * (2 * batch["y"] - 1))
        w = batch.get("w", jnp.ones_like(nll))
        return jnp.sum(w * nll) / jnp.sum(w)

    return theta - 0.3 * jax.grad(loss)(theta)


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(500, 4)).astype(np.float32)
    y = (X @ np.array([1.0, -2.0, 0.5, 0.0]) > 0).astype(np.float32)
    pool = LabelledPool(X, y)
    theta = jnp.zeros(4)
    for t in range(6):
        theta = train_step(theta, pool.batch())
        x_new = X[100 + t]
        margin = abs(float(x_new @ np.asarray(theta)))
        prob = max(0.1, 1.0 / (1.0 + margin))
        pool.add(100 + t, prob)
        print(t, np.asarray(theta).round(2))


if __name__ == "__main__":
    main()
