import jax
import jax.numpy as jnp
import numpyro.distributions as dist


@jax.jit
def omori_log_post(theta, times, t_end):
    log_k, log_c, p = theta
    k, c = jnp.exp(log_k), jnp.exp(log_c)
    rate = k / (times + c) ** p
    integral = k * ((t_end + c) ** (1 - p) - c ** (1 - p)) / (1 - p)
    ll = jnp.sum(jnp.log(rate)) - integral
    prior = (dist.Normal(3.0, 2.0).log_prob(log_k) + dist.Normal(-2.0, 1.5).log_prob(log_c)
             + dist.Uniform(0.5, 2.0).log_prob(p))
    return ll + prior


grad_log_post = jax.grad(omori_log_post)
