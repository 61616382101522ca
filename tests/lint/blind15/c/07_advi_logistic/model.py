import jax
import jax.numpy as jnp


def log_joint(w, X, y):
    logits = X @ w
    lik = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
    prior = -0.5 * jnp.sum(w ** 2)
    return lik + prior


def neg_elbo(var_params, key, X, y, n_samples=8):
    mu, log_sigma = var_params["mu"], var_params["log_sigma"]
    eps = jax.random.normal(key, (n_samples,) + mu.shape)
    w = mu + jnp.exp(log_sigma) * eps
    ll = jax.vmap(lambda wi: log_joint(wi, X, y))(w)
    entropy = jnp.sum(log_sigma)
    return -(ll.mean() + entropy)
