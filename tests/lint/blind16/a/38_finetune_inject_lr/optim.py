import optax


def make_optimizer(lr, weight_decay=1e-4):
    return optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.inject_hyperparams(optax.adamw)(learning_rate=lr, weight_decay=weight_decay),
    )


def set_learning_rate(opt_state, lr):
    clip_state, adam_state = opt_state
    adam_state.hyperparams["learning_rate"] = lr
    return (clip_state, adam_state)


def step_decay(base_lr, epoch, drop=0.5, every=1):
    return base_lr * (drop ** (epoch // every))
