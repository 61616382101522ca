import jax


def worker_key(worker_id, base_seed=1234):
    """Per-worker augmentation key for the tile loader."""
    return jax.random.fold_in(jax.random.PRNGKey(base_seed), worker_id)


def replay_key(seed):
    """Key used when re-running a logged augmentation for inspection."""
    return jax.random.key(seed)
