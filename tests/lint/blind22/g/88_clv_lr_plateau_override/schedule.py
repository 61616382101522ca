LR_BY_EPOCH = {0: 0.05, 2: 0.02, 4: 0.005}


def apply_schedule(opt_state, epoch):
    if epoch in LR_BY_EPOCH:
        opt_state.hyperparams["learning_rate"] = LR_BY_EPOCH[epoch]
    return opt_state
