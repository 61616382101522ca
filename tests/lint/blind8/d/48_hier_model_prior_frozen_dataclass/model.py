from functools import partial

import jax
import jax.numpy as jnp


def log_joint(params, y, sigma, priors):
    mu, log_tau, theta_raw = params["mu"], params["log_tau"], params["theta_raw"]
    tau = jnp.exp(log_tau)
    theta = mu + tau * theta_raw  # non-centred eight-schools
    lp = priors.mu.log_prob(mu) + priors.tau.log_prob(tau) + log_tau
    lp += jnp.sum(-0.5 * theta_raw**2)
    lp += jnp.sum(-0.5 * ((y - theta) / sigma) ** 2)
    return lp


@partial(jax.jit, static_argnames=("priors",))
def langevin_step(key, params, y, sigma, step_size, priors):
    lp, g = jax.value_and_grad(log_joint)(params, y, sigma, priors)
    leaves, tree = jax.tree_util.tree_flatten(params)
    keys = jax.tree_util.tree_unflatten(tree, list(jax.random.split(key, len(leaves))))
    params = jax.tree_util.tree_map(
        lambda p, gr, k: p + step_size * gr + jnp.sqrt(2 * step_size) * jax.random.normal(k, p.shape),
        params, g, keys)
    return params, lp
