import numpy as np
import jax.numpy as jnp

from glm import irls_iteration


def fit_frequency(x, y, n_iter=6):
    beta = jnp.zeros(x.shape[1])
    for _ in range(n_iter):
        beta = irls_iteration(beta, x, y, lambda eta: jnp.exp(eta))
    return beta


def main():
    rng = np.random.default_rng(382)
    x = jnp.asarray(np.column_stack([np.ones(800), rng.normal(size=(800, 3))]), jnp.float32)
    y = jnp.asarray(rng.poisson(np.exp(np.asarray(x) @ np.array([-1.3, 0.2, -0.1, 0.05]))), jnp.float32)
    print(np.round(np.asarray(fit_frequency(x, y)), 3))


if __name__ == "__main__":
    main()
