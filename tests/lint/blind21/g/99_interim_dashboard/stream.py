import numpy as np


class EventStream:
    """Simulated arrival of conversion events for a running experiment."""

    def __init__(self, seed=0, per_look=50):
        self.rng = np.random.default_rng(seed)
        self.per_look = per_look
        self.control = []
        self.treatment = []

    def next_look(self):
        self.control.extend(self.rng.binomial(1, 0.10, self.per_look).tolist())
        self.treatment.extend(self.rng.binomial(1, 0.12, self.per_look).tolist())
        return (np.asarray(self.control, dtype=np.float32),
                np.asarray(self.treatment, dtype=np.float32))
