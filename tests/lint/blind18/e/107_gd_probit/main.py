import numpy as np
import jax.numpy as jnp

from train import sgd_step, maybe_log


def main():
    rng = np.random.default_rng(0)
    n = 300
    X = np.column_stack([np.ones(n), rng.normal(size=(n, 2))]).astype(np.float32)
    y = (X @ np.array([0.2, 0.9, -0.6]) + rng.normal(size=n) > 0).astype(np.float32)
    X, y = jnp.asarray(X), jnp.asarray(y)
    beta = jnp.zeros(3, dtype=jnp.float32)
    for step in range(12):
        beta, loss = sgd_step(beta, X, y)
        maybe_log(step, loss)
    print("probit beta", np.round(np.asarray(beta), 3))


if __name__ == "__main__":
    main()
