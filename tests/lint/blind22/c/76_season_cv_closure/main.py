import jax
import jax.numpy as jnp

from data import SEASONS, season_shots


def fit_season(season, n_steps=20):
    x, y = season_shots(season)

    @jax.jit
    def gd_step(w):
        def nll(w):
            z = x @ w[:3] + w[3]
            return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

        return w - 0.5 * jax.grad(nll)(w)

    w = jnp.zeros(4)
    for _ in range(n_steps):
        w = gd_step(w)
    return w


def main():
    for season in SEASONS:
        w = fit_season(season)
        print(season, jnp.round(w, 3))


if __name__ == "__main__":
    main()
