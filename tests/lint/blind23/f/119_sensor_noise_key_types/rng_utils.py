import jax


def campaign_key(campaign_id):
    return jax.random.key(campaign_id)


def legacy_replay_key(seed):
    # kept for reproducing archived runs
    return jax.random.PRNGKey(seed)
