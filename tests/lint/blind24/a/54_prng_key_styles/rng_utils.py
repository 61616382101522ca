import jax


def replicate_key(seed, replicate, legacy=False):
    if legacy:
        return jax.random.fold_in(jax.random.PRNGKey(seed), replicate)
    return jax.random.fold_in(jax.random.key(seed), replicate)
