import jax


def epoch_key(epoch, base_seed=0):
    return jax.random.fold_in(jax.random.key(base_seed), epoch)
