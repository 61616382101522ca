import jax
import jax.numpy as jnp
import numpyro.distributions as dist

def log_joint(theta, outcomes, judge_ids, mask):
    lp = dist.Normal(0.0, jnp.exp(theta["log_sigma"])).log_prob(theta["effects"]).sum()
    logits = theta["mu"] + theta["effects"][judge_ids]
    return lp + (dist.Bernoulli(logits=logits).log_prob(outcomes) * mask).sum()

@jax.jit
def ascent_step(theta, outcomes, judge_ids, mask):
    ll, g = jax.value_and_grad(log_joint)(theta, outcomes, judge_ids, mask)
    return jax.tree_util.tree_map(lambda a, b: a + 0.01 * b, theta, g), ll
