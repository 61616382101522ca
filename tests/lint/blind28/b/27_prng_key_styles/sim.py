import jax


def tournament_key(seed, legacy=False):
    if legacy:
        return jax.random.PRNGKey(seed)
    return jax.random.key(seed)
