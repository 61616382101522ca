import optax


def make_optimizer(peak_lr):
    return optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.inject_hyperparams(optax.adamw)(learning_rate=peak_lr, weight_decay=1e-4),
    )


def set_learning_rate(opt_state, lr):
    opt_state[1].hyperparams["learning_rate"] = lr
    return opt_state
