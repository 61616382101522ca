import functools

import numpy as np
import jax
import jax.numpy as jnp

from links import power_link_inverse


@functools.partial(jax.jit, static_argnums=(3,))
def quasi_poisson_fit(X, y, beta0, inv_link):
    def nll(beta):
        mu = inv_link(X @ beta)
        return jnp.mean(mu - y * jnp.log(mu))

    g = jax.grad(nll)

    def body(beta, _):
        return beta - 0.05 * g(beta), None

    beta, _ = jax.lax.scan(body, beta0, None, length=100)
    return beta


def main():
    rng = np.random.default_rng(0)
    n = 200
    X = np.column_stack([np.ones(n), rng.uniform(0, 1, size=n)]).astype(np.float32)
    y = rng.poisson((1.0 + 2.0 * X[:, 1]) ** 2).astype(np.float32)
    beta0 = jnp.array([1.0, 1.0], dtype=jnp.float32)
    draws = []
    for b in range(5):
        idx = rng.integers(0, n, size=n)
        link = functools.partial(power_link_inverse, p=0.5)
        draws.append(np.asarray(quasi_poisson_fit(X[idx], y[idx], beta0, link)))
    print("sqrt-link coef", np.mean(draws, axis=0), "se", np.std(draws, axis=0))


if __name__ == "__main__":
    main()
