def lr_for_epoch(epoch, base=3e-3, warmup=2):
    if epoch < warmup:
        return base * (epoch + 1) / warmup
    return base * 0.5 ** (epoch - warmup)


def set_learning_rate(opt_state, epoch):
    opt_state.hyperparams["learning_rate"] = lr_for_epoch(epoch)
    return opt_state
