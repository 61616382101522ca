MILESTONES = {3: 0.3, 5: 0.1}


def maybe_decay(opt_state, epoch, base_lr):
    if epoch in MILESTONES:
        opt_state.hyperparams["learning_rate"] = base_lr * MILESTONES[epoch]
    return opt_state
