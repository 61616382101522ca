WARMUP_LRS = {0: 0.01, 1: 0.02, 2: 0.04}


def lr_for_epoch(epoch, peak=0.05):
    if epoch in WARMUP_LRS:
        return WARMUP_LRS[epoch]
    return peak * 0.8 ** (epoch - 3)
