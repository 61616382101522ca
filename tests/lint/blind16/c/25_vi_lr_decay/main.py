import jax
import jax.numpy as jnp

from train import fit


def main():
    key = jax.random.PRNGKey(0)
    X = jax.random.normal(key, (200, 3))
    w_true = jnp.array([1.5, -2.0, 0.5])
    y = (jax.random.uniform(jax.random.fold_in(key, 1), (200,)) < jax.nn.sigmoid(X @ w_true)).astype(jnp.float32)
    var_params = {"mu": jnp.zeros(3), "log_sigma": jnp.full(3, -1.0, dtype=jnp.float32)}
    var_params = fit(var_params, X, y, jax.random.fold_in(key, 2))
    print("posterior mean", jnp.round(var_params["mu"], 2))


if __name__ == "__main__":
    main()
