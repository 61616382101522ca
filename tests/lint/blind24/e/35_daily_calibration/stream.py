import numpy as np


class ReviewStream:
    """Moderator decisions arriving in small daily batches."""

    def __init__(self, seed=0, per_day=20):
        self.rng = np.random.default_rng(seed)
        self.per_day = per_day

    def day(self):
        labels = self.rng.integers(0, 3, self.per_day)
        logits = self.rng.standard_normal((self.per_day, 3)) * 2.5
        logits[np.arange(self.per_day), labels] += 1.5
        return logits.astype(np.float32), labels.astype(np.int32)
