class RolloutCurriculum:
    """Lengthens the multi-step rollout loss as the dynamics model improves."""

    def __init__(self, start=2, every=1, max_len=6):
        self.horizon = start
        self.every = every
        self.max_len = max_len

    def on_epoch_end(self, epoch, loss):
        if (epoch + 1) % self.every == 0:
            self.horizon = min(self.horizon + 1, self.max_len)
