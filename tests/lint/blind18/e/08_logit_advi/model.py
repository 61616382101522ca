import jax
import jax.numpy as jnp


def log_joint(beta, X, y):
    logits = X @ beta
    ll = jnp.sum(y * logits - jax.nn.softplus(logits))
    return ll - 0.5 * jnp.sum(beta ** 2)


def neg_elbo(params, eps, X, y):
    mu, log_sd = params["mu"], params["log_sd"]
    betas = mu + jnp.exp(log_sd) * eps
    ll = jax.vmap(lambda b: log_joint(b, X, y))(betas)
    return -(jnp.mean(ll) + jnp.sum(log_sd))
