def step_decay(epoch, base=0.2, drop=0.5, every=3):
    return base * drop ** (epoch // every)
