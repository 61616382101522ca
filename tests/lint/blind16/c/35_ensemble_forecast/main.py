import jax
import jax.numpy as jnp

from lorenz import analysis, forecast


def main():
    key = jax.random.PRNGKey(0)
    n_members, dim = 20, 12
    truth = 8.0 + jax.random.normal(key, (dim,))
    ensemble = truth + jax.random.normal(jax.random.fold_in(key, 1), (n_members, dim))
    for cycle in range(6):
        truth = jax.jit(forecast, static_argnums=2)(truth[None], 0.01, 5)[0]
        ensemble = jax.jit(forecast, static_argnums=2)(ensemble, 0.01, 5)
        obs = truth + 0.5 * jax.random.normal(jax.random.fold_in(key, 10 + cycle), (dim,))
        ensemble = jax.jit(analysis)(ensemble, obs, 0.25)
        err = float(jnp.sqrt(jnp.mean((ensemble.mean(0) - truth) ** 2)))
        print(f"cycle {cycle} rmse {err:.3f}")


if __name__ == "__main__":
    main()
