import optax


def make_optimizer(phase):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(phase["lr"]))
