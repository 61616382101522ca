def step_decay(base_lr, epoch, drop=0.5, every=3):
    return base_lr * drop ** (epoch // every)
