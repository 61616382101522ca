import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

from links import LINKS


@eqx.filter_jit
def score_iteration(beta, x, y, inv_link):
    mu = inv_link(x @ beta)
    grad = x.T @ (y - mu) / x.shape[0]
    return beta + 0.5 * grad


def fit(x, y, family, n_iter=20):
    beta = jnp.zeros(x.shape[1])
    for _ in range(n_iter):
        beta = score_iteration(beta, x, y, LINKS[family])
    return beta


def main():
    rng = np.random.default_rng(391)
    x = jnp.asarray(np.column_stack([np.ones(600), rng.normal(size=(600, 3))]), jnp.float32)
    y_counts = jnp.asarray(rng.poisson(0.4, 600), jnp.float32)
    print("claim frequency", np.round(np.asarray(fit(x, y_counts, "poisson")), 3))
    for seg in range(3):
        y_any = jnp.asarray(rng.uniform(size=600) < 0.25 + 0.05 * seg, jnp.float32)
        print("any claim", seg, np.round(np.asarray(fit(x, y_any, "binomial")), 3))


if __name__ == "__main__":
    main()
