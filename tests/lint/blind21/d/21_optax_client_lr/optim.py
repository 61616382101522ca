import optax


def client_optimizer():
    return optax.chain(optax.clip_by_global_norm(1.0),
                       optax.inject_hyperparams(optax.sgd)(learning_rate=0.05))


def round_lr(round_idx, base_lr=0.05, decay=0.8):
    return base_lr * decay ** round_idx
