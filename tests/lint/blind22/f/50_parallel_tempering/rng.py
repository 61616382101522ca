import jax


def root_key(seed):
    return jax.random.key(seed)


def replica_key(seed, replica):
    return jax.random.PRNGKey(1000 * seed + replica)
