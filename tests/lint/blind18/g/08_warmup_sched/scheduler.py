import math


class WarmupCosineLR:
    """torch.optim.lr_scheduler-style object: call .step() once per optimizer step."""

    def __init__(self, base_lr, warmup_steps, total_steps, min_lr=0.0):
        self.base_lr = base_lr
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps
        self.min_lr = min_lr
        self.last_step = 0

    def get_last_lr(self):
        s = self.last_step
        if s < self.warmup_steps:
            return self.base_lr * s / self.warmup_steps
        progress = min(1.0, (s - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps))
        return self.min_lr + 0.5 * (self.base_lr - self.min_lr) * (1 + math.cos(math.pi * progress))

    def step(self):
        self.last_step += 1
