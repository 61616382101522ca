import jax
import jax.numpy as jnp


def log_joint(w, X, y):
    logits = X @ w
    ll = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
    return ll - 0.5 * jnp.sum(w**2)


def neg_elbo(var_params, key, X, y, n_samples=8):
    mu, log_sigma = var_params["mu"], var_params["log_sigma"]
    eps = jax.random.normal(key, (n_samples,) + mu.shape)
    w = mu + jnp.exp(log_sigma) * eps
    ll = jax.vmap(lambda wi: log_joint(wi, X, y))(w)
    return -(jnp.mean(ll) + jnp.sum(log_sigma))
