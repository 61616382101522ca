import jax
import jax.numpy as jnp


@jax.jit
def allocate_budget(roas, spend_cap, total_budget, active):
    logits = jnp.where(active, jnp.log(roas) * 2.0, -jnp.inf)
    share = jax.nn.softmax(logits)
    return jnp.where(active, jnp.minimum(share * total_budget, spend_cap), 0.0)
