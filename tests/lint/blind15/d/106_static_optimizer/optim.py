import optax


def make_optimizer(epoch, base_lr=3e-3, clip=1.0):
    lr = base_lr * (0.5 ** (epoch // 2))
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(lr))
