WARMUP = 6
BASE_LR = 0.05


def lr_at(step):
    if step < WARMUP:
        return BASE_LR * (step + 1) / WARMUP
    return BASE_LR
