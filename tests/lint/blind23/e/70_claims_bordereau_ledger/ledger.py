import jax
import jax.numpy as jnp


@jax.jit
def post_claims(incurred_by_policy, policy_idx, amounts):
    valid = policy_idx >= 0
    safe = jnp.where(valid, policy_idx, 0)
    return incurred_by_policy.at[safe].add(jnp.where(valid, amounts, 0.0))
