def decay_learning_rate(opt_state, factor):
    hp = opt_state.hyperparams
    hp["learning_rate"] = float(hp["learning_rate"]) * factor
    return opt_state
