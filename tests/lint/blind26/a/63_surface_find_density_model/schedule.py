def step_decay(epoch, base=0.1, drop=0.5, every=3):
    return base * drop ** (epoch // every)
