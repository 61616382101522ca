import numpy as np


class SessionLoader:
    """Reads tutoring sessions; newer sessions also log hint requests."""

    def __init__(self, n_sessions=8, steps=32, n_feats=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_sessions, self.steps, self.n_feats = n_sessions, steps, n_feats

    def __iter__(self):
        for sid in range(self.n_sessions):
            batch = {
                "features": self.rng.normal(size=(self.steps, self.n_feats)).astype(np.float32),
                "correct": (self.rng.random(self.steps) < 0.6).astype(np.float32),
            }
            if sid >= 4:
                batch["hints"] = (self.rng.random(self.steps) < 0.2).astype(np.float32)
            yield batch
