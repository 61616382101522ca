import jax
import jax.numpy as jnp

from robust import stable_nll


def main():
    key = jax.random.PRNGKey(0)
    X = jnp.sort(jax.random.uniform(key, (80, 1)) * 10, axis=0)
    X = jnp.concatenate([X, X[:5]])
    y = jnp.sin(2 * jnp.pi * X[:, 0] / 2.5) + 0.1 * jax.random.normal(jax.random.fold_in(key, 1), (85,))
    for period in [2.0, 2.5, 3.0]:
        nll, jitter = stable_nll(X, y, period, 1.0)
        print(f"period={period}: nll={nll:.2f} (jitter {jitter:.0e})")


if __name__ == "__main__":
    main()
