import jax
import jax.numpy as jnp

from gp import GPRegressor


def make_data(key, n=40):
    X = jax.random.uniform(key, (n, 1), minval=-3.0, maxval=3.0)
    y = jnp.sin(2.0 * X[:, 0]) + 0.1 * jax.random.normal(jax.random.fold_in(key, 1), (n,))
    return X, y


def main():
    X, y = make_data(jax.random.PRNGKey(0))
    gp = GPRegressor(X, y)
    rmse = []
    for i in range(6):
        Xq = jax.random.uniform(jax.random.PRNGKey(100 + i), (32, 1), minval=-3.0, maxval=3.0)
        mean, var = gp.predict(Xq)
        rmse.append(float(jnp.sqrt(jnp.mean((mean - jnp.sin(2.0 * Xq[:, 0])) ** 2))))
    print("rmse", [round(r, 3) for r in rmse])


if __name__ == "__main__":
    main()
