import optax


def warmup_lr(step, base=1e-3, warmup=4):
    return base * min(1.0, (step + 1) / warmup)


def make_tx(lr):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))
