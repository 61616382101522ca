import numpy as np
import jax
import jax.numpy as jnp

from reports import REPORT_REQUESTS


@jax.jit
def aggregate_quantiles(key, lam, mu, sigma, qs):
    k1, k2 = jax.random.split(key)
    n = jax.random.poisson(k1, lam, (20000,))
    sev = jnp.exp(mu + sigma * jax.random.normal(k2, (20000, 16)))
    agg = jnp.sum(jnp.where(jnp.arange(16)[None, :] < n[:, None], sev, 0.0), axis=1)
    return jnp.quantile(agg, qs)


def main():
    key = jax.random.PRNGKey(521)
    for req in REPORT_REQUESTS:
        q = aggregate_quantiles(key, 4.0, 9.0, 1.1, jnp.asarray(req["quantiles"], jnp.float32))
        print(req["user"], [f"{float(v):,.0f}" for v in q])


if __name__ == "__main__":
    main()
