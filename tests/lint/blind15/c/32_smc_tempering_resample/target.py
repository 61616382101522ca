import jax
import jax.numpy as jnp


def log_prior(x):
    return -0.5 * jnp.sum(x ** 2, axis=-1) / 9.0


def log_lik(x):
    # bimodal likelihood
    a = -0.5 * jnp.sum((x - 2.0) ** 2, axis=-1) / 0.25
    b = -0.5 * jnp.sum((x + 2.0) ** 2, axis=-1) / 0.25
    return jnp.logaddexp(a, b)


@jax.jit
def mutate(key, x, beta, step=0.3):
    def logp(z):
        return log_prior(z) + beta * log_lik(z)
    k1, k2 = jax.random.split(key)
    prop = x + step * jax.random.normal(k1, x.shape)
    acc = jnp.log(jax.random.uniform(k2, (x.shape[0],))) < logp(prop) - logp(x)
    return jnp.where(acc[:, None], prop, x)
