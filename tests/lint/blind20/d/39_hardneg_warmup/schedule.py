WARMUP_STEPS = 3
NEG_WEIGHT_MAX = 1.0


def hard_negative_weight(step):
    if step < WARMUP_STEPS:
        return NEG_WEIGHT_MAX * step / WARMUP_STEPS
    return NEG_WEIGHT_MAX
