import jax
import jax.numpy as jnp
import optax
from jax.scipy.stats import gamma, poisson

optimizer = optax.adam(0.05)


def elbo_estimate(var_params, key, exposure, counts, dataset_size):
    # q(rate) = LogNormal(loc, scale), prior rate ~ Gamma(2, 1)
    loc, log_scale = var_params["loc"], var_params["log_scale"]
    eps = jax.random.normal(key, (8,))
    log_rate = loc + jnp.exp(log_scale) * eps
    rate = jnp.exp(log_rate)
    loglik = jax.vmap(lambda r: jnp.sum(poisson.logpmf(counts, r * exposure)))(rate)
    scale = dataset_size / counts.shape[0]
    log_prior = gamma.logpdf(rate, 2.0) + log_rate
    entropy = log_scale + 0.5 * jnp.log(2 * jnp.pi * jnp.e)
    return jnp.mean(scale * loglik + log_prior) + entropy


@jax.jit
def svi_step(var_params, opt_state, key, exposure, counts, dataset_size):
    loss, grads = jax.value_and_grad(lambda p: -elbo_estimate(p, key, exposure, counts, dataset_size))(var_params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(var_params, updates), opt_state, loss
