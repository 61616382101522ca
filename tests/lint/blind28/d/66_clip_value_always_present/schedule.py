import math


class AdaptiveClip:
    """Tightens the gradient-clipping threshold when the validation loss stalls."""

    def __init__(self):
        self.best = math.inf

    def update(self, val_loss, hp):
        if val_loss > 0.98 * self.best:
            hp["clip"] = hp["clip"] * 0.5 if math.isfinite(hp["clip"]) else 2.0
        self.best = min(self.best, val_loss)
        return hp
