import jax


def scenario_keys(n, seed=0, legacy=False):
    if legacy:
        return [jax.random.PRNGKey(seed + i) for i in range(n)]
    return list(jax.random.split(jax.random.PRNGKey(seed), n))
