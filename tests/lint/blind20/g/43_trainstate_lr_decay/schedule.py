def step_decay(epoch, base=5e-3, factor=0.5, every=1):
    return base * factor ** (epoch // every)


def set_learning_rate(state, lr):
    state.opt_state.hyperparams["learning_rate"] = lr
    return state
