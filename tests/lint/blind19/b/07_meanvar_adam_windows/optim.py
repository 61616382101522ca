import optax


def make_optimizer(lr):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))


def lr_for_window(i, base=0.05, decay=0.8):
    return base * decay ** i
