import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def step_decay(opt_state, epoch, factor=0.5, every=4):
    if (epoch + 1) % every == 0:
        opt_state.hyperparams["learning_rate"] = float(opt_state.hyperparams["learning_rate"]) * factor
    return opt_state
