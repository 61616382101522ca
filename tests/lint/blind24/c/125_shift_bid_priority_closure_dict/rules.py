import jax
import jax.numpy as jnp

_POLICY_FNS = {}


def priority_fn(policy_name, seniority_weight):
    key = policy_name
    if key not in _POLICY_FNS:
        @jax.jit
        def bid_priority(seniority, requests, fairness_debt):
            return seniority_weight * seniority + 0.5 * fairness_debt - 0.1 * requests
        _POLICY_FNS[key] = bid_priority
    return _POLICY_FNS[key]
