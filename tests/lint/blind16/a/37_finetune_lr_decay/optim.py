import optax


def make_optimizer(lr, weight_decay=1e-4):
    return optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.adamw(lr, weight_decay=weight_decay),
    )


def step_decay(base_lr, epoch, drop=0.5, every=1):
    return base_lr * (drop ** (epoch // every))
