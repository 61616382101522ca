import jax


def base_case_key(seed):
    return jax.random.PRNGKey(seed)


def sensitivity_keys(seed, n):
    return jax.random.split(jax.random.key(seed), n)
