import optax


def make_optimizer(lr):
    return optax.chain(optax.clip_by_global_norm(1.0),
                       optax.inject_hyperparams(optax.adam)(learning_rate=lr))


def lr_for_window(i, base=0.05, decay=0.8):
    return base * decay ** i


def set_lr(opt_state, lr):
    clip_state, adam_state = opt_state
    adam_state.hyperparams["learning_rate"] = lr
    return (clip_state, adam_state)
