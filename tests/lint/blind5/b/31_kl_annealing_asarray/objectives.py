import jax
import jax.numpy as jnp


def gaussian_log_lik(y, mu, log_sigma):
    return -0.5 * ((y - mu) / jnp.exp(log_sigma)) ** 2 - log_sigma - 0.5 * jnp.log(2 * jnp.pi)


@jax.jit
def annealed_elbo_step(params, key, y, kl_weight):
    def loss(p):
        eps = jax.random.normal(key, (32,))
        mu = p["m"] + jnp.exp(p["log_s"]) * eps
        ll = jnp.mean(jax.vmap(lambda m: gaussian_log_lik(y, m, 0.0).sum())(mu))
        kl = 0.5 * (jnp.exp(2 * p["log_s"]) + p["m"] ** 2 - 1.0) - p["log_s"]
        return -(ll - kl_weight * kl)

    val, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g), val
