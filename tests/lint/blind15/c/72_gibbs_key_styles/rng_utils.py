import jax


def chain_keys(seed, n_chains):
    """One independent stream per chain."""
    return jax.random.split(jax.random.PRNGKey(seed), n_chains)
