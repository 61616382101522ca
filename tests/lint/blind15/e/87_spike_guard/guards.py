import math


class SpikeGuard:
    """Tightens gradient clipping for the next step when the loss jumps."""

    def __init__(self, ratio=1.5, tight_clip=0.25):
        self.ratio = ratio
        self.tight_clip = tight_clip
        self.prev = math.inf

    def observe(self, loss):
        spiked = loss > self.ratio * self.prev
        self.prev = loss
        return {"clip_norm": self.tight_clip} if spiked else {}
