import optax


def make_optimizer(lr):
    return optax.inject_hyperparams(optax.adamw)(learning_rate=lr, weight_decay=1e-4)


def set_lr(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = lr
    return opt_state
