import jax


def root_key(seed):
    return jax.random.key(seed)


def replica_key(seed, replica):
    return jax.random.fold_in(root_key(seed), replica)
