def warmup_factor(step, warmup_steps):
    return min(1, step / warmup_steps)


class WarmupSchedule:
    def __init__(self, base_lr, warmup_steps):
        self.base_lr = base_lr
        self.warmup_steps = warmup_steps

    def scale(self, step):
        return warmup_factor(step, self.warmup_steps)
