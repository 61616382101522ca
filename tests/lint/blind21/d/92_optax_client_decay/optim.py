import optax


def client_optimizer(round_idx, base_lr=0.05, decay=0.8):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(base_lr * decay ** round_idx))
