import jax

from .actor import sample_action


def evaluate(params, eval_obs, seed=123):
    key = jax.random.PRNGKey(seed)
    counts = {}
    for obs in eval_obs:
        key, sub = jax.random.split(key)
        a, _ = sample_action(params, obs=obs, key=sub)
        counts[int(a)] = counts.get(int(a), 0) + 1
    return counts
