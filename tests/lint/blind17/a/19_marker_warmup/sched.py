class LinearWarmup:
    def __init__(self, peak_lr, warmup_steps):
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        if step < self.warmup_steps:
            frac = (step + 1) / self.warmup_steps
            return self.peak_lr * frac
        return self.peak_lr
