import jax
import jax.numpy as jnp
import numpyro.distributions as dist

def reversal_loglik(theta, outcomes, judge_ids):
    mu, log_sigma, effects = theta["mu"], theta["log_sigma"], theta["effects"]
    lp = dist.Normal(0.0, jnp.exp(log_sigma)).log_prob(effects).sum()
    logits = mu + effects[judge_ids]
    return lp + dist.Bernoulli(logits=logits).log_prob(outcomes).sum()

@jax.jit
def map_step(theta, outcomes, judge_ids):
    ll, g = jax.value_and_grad(reversal_loglik)(theta, outcomes, judge_ids)
    theta = jax.tree_util.tree_map(lambda a, b: a + 0.01 * b, theta, g)
    return theta, ll
