import jax
import jax.numpy as jnp

EPS = jax.random.normal(jax.random.PRNGKey(7), (32, 2))


def log_joint(z, counts, exposure):
    # Poisson regression with log-rate = z0 + z1 * exposure
    rate = jnp.exp(z[..., :1] + z[..., 1:] * exposure)
    ll = jnp.sum(counts * jnp.log(rate) - rate, axis=-1)
    prior = -0.5 * jnp.sum(z ** 2, axis=-1)
    return ll + prior


def negative_elbo(flat_params, counts, exposure):
    mu, log_sigma = flat_params[:2], flat_params[2:]
    z = mu + jnp.exp(log_sigma) * EPS
    entropy = jnp.sum(log_sigma)
    return -(jnp.mean(log_joint(z, counts, exposure)) + entropy)


elbo_and_grad = jax.jit(jax.value_and_grad(negative_elbo))
