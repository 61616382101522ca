import jax
import jax.numpy as jnp
import numpyro.distributions as dist


@jax.jit
def rating_log_posterior(theta, stage, log_q, sigma):
    log_a, h0, b, log_s = theta
    mu = log_a + b * jnp.log(jnp.maximum(stage - h0, 1e-3))
    if sigma is None:
        sigma = jnp.exp(log_s)
    lp = dist.Normal(0.0, 2.0).log_prob(log_a) + dist.Normal(1.7, 0.3).log_prob(b)
    lp = lp + dist.HalfNormal(0.2).log_prob(jnp.exp(log_s))
    return lp + dist.Normal(mu, sigma).log_prob(log_q).sum()


@jax.jit
def ascent_step(theta, stage, log_q, sigma):
    return theta + 1e-3 * jax.grad(rating_log_posterior)(theta, stage, log_q, sigma)
