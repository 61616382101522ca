import jax
import jax.numpy as jnp
import optax


def elbo_estimate(var_params, X, y, w, key, n_total, noise_sd=0.3, prior_sd=10.0):
    mu, log_sd = var_params["mu"], var_params["log_sd"]
    eps = jax.random.normal(key, (8,) + mu.shape)
    beta = mu + jnp.exp(log_sd) * eps
    resid = y[None, :] - beta @ X.T
    loglik = -0.5 * jnp.sum(w * resid ** 2, axis=1) / noise_sd ** 2
    scale = n_total / jnp.sum(w)
    kl = jnp.sum(0.5 * ((jnp.exp(2 * log_sd) + mu ** 2) / prior_sd ** 2 - 1) - log_sd + jnp.log(prior_sd))
    return scale * jnp.mean(loglik) - kl


optimizer = optax.adam(0.05)


@jax.jit
def svi_step(var_params, opt_state, X, y, w, key, n_total):
    loss, g = jax.value_and_grad(lambda p: -elbo_estimate(p, X, y, w, key, n_total))(var_params)
    updates, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(var_params, updates), opt_state, loss
