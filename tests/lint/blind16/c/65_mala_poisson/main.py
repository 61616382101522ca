import jax
import jax.numpy as jnp
import numpy as np

from mala import mala_chain
from posterior import poisson_regression_logpost


def datasets(n_sets, rng):
    for _ in range(n_sets):
        X = rng.standard_normal((80, 3)).astype(np.float32)
        counts = rng.poisson(np.exp(X @ np.array([0.3, -0.2, 0.5]))).astype(np.float32)
        yield jnp.asarray(X), jnp.asarray(counts)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    for i, (X, counts) in enumerate(datasets(4, rng)):
        log_post = jax.tree_util.Partial(poisson_regression_logpost, X=X, counts=counts)
        xs = mala_chain(log_post, jnp.zeros(3), jax.random.fold_in(key, i))
        print(f"dataset {i}: posterior mean {np.round(np.asarray(xs[10:].mean(0)), 3)}")


if __name__ == "__main__":
    main()
