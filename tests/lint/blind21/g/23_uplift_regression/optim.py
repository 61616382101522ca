import optax


def build_optimizer(lr, clip=1.0):
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(lr))
