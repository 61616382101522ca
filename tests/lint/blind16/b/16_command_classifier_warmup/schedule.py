import numpy as np


class WarmupConstant:
    """Linear warm-up to peak_lr over warmup_steps, then constant."""

    def __init__(self, peak_lr, warmup_steps):
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        if step < self.warmup_steps:
            lr = np.interp(step, [0, self.warmup_steps], [0.0, self.peak_lr])
        else:
            lr = self.peak_lr
        return np.float32(lr)
