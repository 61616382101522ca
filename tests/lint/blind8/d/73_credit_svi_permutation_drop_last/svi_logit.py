import jax
import jax.numpy as jnp


def neg_elbo(var_params, key, x, y, n_total):
    mu, log_s = var_params
    eps = jax.random.normal(key, (4,) + mu.shape)
    w = mu + jnp.exp(log_s) * eps
    logits = jnp.einsum("sd,nd->sn", w, x)
    loglik = -jnp.mean(jnp.sum(jax.nn.softplus(-(2 * y - 1) * logits), axis=1))
    kl = 0.5 * jnp.sum(jnp.exp(2 * log_s) + mu**2 - 1.0 - 2 * log_s)
    return -(n_total / x.shape[0]) * loglik + kl


@jax.jit
def svi_step(var_params, key, x, y, n_total, lr):
    loss, g = jax.value_and_grad(neg_elbo)(var_params, key, x, y, n_total)
    return jax.tree_util.tree_map(lambda p, gp: p - lr * gp, var_params, g), loss
