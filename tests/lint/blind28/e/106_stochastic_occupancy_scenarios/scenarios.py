import jax


def scenario_keys(n, seed=0, legacy=False):
    if legacy:
        # keys as stored by the older design-day tool
        return [jax.random.PRNGKey(seed + i) for i in range(n)]
    return list(jax.random.split(jax.random.key(seed), n))
