import numpy as np


class Curriculum:
    """Turns on feature noise after a warm-up period."""

    def __init__(self, total_steps, augment_from=0.3):
        self.steps = np.arange(total_steps)
        self.augment_start = int(augment_from * total_steps)

    def __iter__(self):
        for step in self.steps:
            yield step, step >= self.augment_start
