import numpy as np
import jax
import jax.numpy as jnp

QUANTILE_GRID = (0.5, 0.75, 0.9, 0.95, 0.99, 0.995, 0.999)

REQUESTS = {
    "capital": [0.5, 0.9, 0.995],
    "pricing": [0.5, 0.75],
    "reinsurance": [0.9, 0.95, 0.99, 0.995, 0.999],
    "board": [0.995],
}


@jax.jit
def simulated_loss_quantiles(key, lam, mu, sigma):
    k1, k2 = jax.random.split(key)
    n = jax.random.poisson(k1, lam, (20000,))
    sev = jnp.exp(mu + sigma * jax.random.normal(k2, (20000, 16)))
    agg = jnp.sum(jnp.where(jnp.arange(16)[None, :] < n[:, None], sev, 0.0), axis=1)
    return jnp.quantile(agg, jnp.asarray(QUANTILE_GRID))


def main():
    key = jax.random.PRNGKey(522)
    for user, wanted in REQUESTS.items():
        q = np.asarray(simulated_loss_quantiles(key, 4.0, 9.0, 1.1))
        picked = {p: q[QUANTILE_GRID.index(p)] for p in wanted}
        print(user, {k: f"{v:,.0f}" for k, v in picked.items()})


if __name__ == "__main__":
    main()
