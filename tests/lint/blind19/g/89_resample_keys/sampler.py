import jax


def epoch_key(epoch, base_seed=0):
    if epoch == 0:
        return jax.random.PRNGKey(base_seed)
    return jax.random.key(base_seed * 1000 + epoch)
