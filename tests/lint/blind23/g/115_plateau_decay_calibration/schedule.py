def plateau_decay(state, epoch, every=3, factor=0.5):
    if epoch > 0 and epoch % every == 0:
        state.hyperparams["learning_rate"] = float(state.hyperparams["learning_rate"]) * factor
    return state
