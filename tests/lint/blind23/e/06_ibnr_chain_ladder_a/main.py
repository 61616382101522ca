import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(11)
n_origin = 8
paid = np.cumsum(rng.gamma(2.0, 500.0, size=(n_origin, n_origin)), axis=1).astype(np.float32)
for i in range(n_origin):
    paid[i, n_origin - i:] = np.nan
triangle = jnp.asarray(paid)


def dev_factors(tri):
    cur = tri[:, :-1]
    nxt = tri[:, 1:]
    ok = ~jnp.isnan(nxt)
    return jnp.nansum(jnp.where(ok, nxt, 0.0), axis=0) / jnp.nansum(jnp.where(ok, cur, 0.0), axis=0)


factors = dev_factors(triangle)


@jax.jit
def add_origin_reserve(total, row, latest_dev):
    cdf = jnp.prod(jnp.where(jnp.arange(factors.shape[0]) >= latest_dev, factors, 1.0))
    latest = row[latest_dev]
    return total + latest * (cdf - 1.0)


ibnr = 0.0
for i in range(n_origin):
    latest_dev = n_origin - 1 - i
    ibnr = add_origin_reserve(ibnr, triangle[i], latest_dev)

print("chain-ladder IBNR:", float(ibnr))
