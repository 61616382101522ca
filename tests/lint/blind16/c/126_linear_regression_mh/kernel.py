import jax
import jax.numpy as jnp


def log_post(theta, x, y):
    mu = theta[0] + theta[1] * x
    return -0.5 * jnp.sum((y - mu) ** 2 / 0.25) - 0.5 * jnp.sum(theta**2) / 100.0


@jax.jit
def metropolis(state, key, x, y, scale=0.05):
    k1, k2 = jax.random.split(key)
    prop = state["theta"] + scale * jax.random.normal(k1, state["theta"].shape)
    lp_prop = log_post(prop, x, y)
    accept = jnp.log(jax.random.uniform(k2)) < lp_prop - state["log_p"]
    new = dict(state)
    new["theta"] = jnp.where(accept, prop, state["theta"])
    new["log_p"] = jnp.where(accept, lp_prop, state["log_p"])
    new["n_accept"] = state.get("n_accept", 0) + accept.astype(jnp.int32)
    return new
