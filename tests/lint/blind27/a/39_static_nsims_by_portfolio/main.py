from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def collective_risk_var(key, params, n_sims):
    lam, mu, sigma = params
    k1, k2 = jax.random.split(key)
    counts = jax.random.poisson(k1, lam, (n_sims,))
    sev = jnp.exp(mu + sigma * jax.random.normal(k2, (n_sims, 20)))
    agg = jnp.sum(jnp.where(jnp.arange(20)[None, :] < counts[:, None], sev, 0.0), axis=1)
    return jnp.quantile(agg, 0.995), jnp.mean(agg)


def sims_for(n_policies):
    # more simulations for bigger books
    return max(2000, 10 * n_policies)


def main():
    books = {"sme_property": 420, "household": 1800, "commercial_liab": 260, "motor_fleet": 900}
    key = jax.random.PRNGKey(0)
    for name, n_pol in books.items():
        key, sub = jax.random.split(key)
        params = jnp.array([0.002 * n_pol, 8.5, 1.2])
        var, mean = collective_risk_var(sub, params, sims_for(n_pol))
        print(name, round(float(mean), 0), round(float(var), 0))


if __name__ == "__main__":
    main()
