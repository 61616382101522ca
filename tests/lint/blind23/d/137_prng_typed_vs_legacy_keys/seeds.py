import jax


def replication_key(run_id):
    # keys for the published replication runs use the legacy format
    return jax.random.PRNGKey(run_id)


def exploration_key(run_id):
    return jax.random.key(1000 + run_id)
