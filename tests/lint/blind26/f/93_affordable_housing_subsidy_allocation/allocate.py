import jax
import jax.numpy as jnp

@jax.jit
def allocate_round(remaining, need, score, max_award):
    share = jax.nn.softmax(score)
    award = jnp.minimum(jnp.minimum(need, max_award), share * remaining * 0.3)
    return remaining - award.sum(), need - award
