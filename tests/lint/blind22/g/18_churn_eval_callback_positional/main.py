import jax
import jax.numpy as jnp
import numpy as np

from callbacks import HoldoutLogger
from metrics import churn_metrics


def loss(params, x, y):
    return churn_metrics(params, x, y)["logloss"]


@jax.jit
def sgd(params, x, y):
    g = jax.grad(loss)(params, x, y)
    return jax.tree.map(lambda p, d: p - 0.1 * d, params, g)


def make_split(rng, n):
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x[:, 0] + rng.normal(size=n) > 0).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    x_tr, y_tr = make_split(rng, 128)
    x_ho, y_ho = make_split(rng, 128)
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    logger = HoldoutLogger(x_ho, y_ho)
    for step in range(6):
        params = sgd(params, x_tr, y_tr)
        train = churn_metrics(params, x_tr, y_tr)
        logger(step, params)
    print("train acc", float(train["accuracy"]))


if __name__ == "__main__":
    main()
