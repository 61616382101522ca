from dataclasses import dataclass


@dataclass(frozen=True)
class LinearDecay:
    start: float = 1.0
    end: float = 0
    decay_steps: int = 1000

    def __call__(self, t):
        frac = min(t / self.decay_steps, 1.0)
        return float(self.start + frac * (self.end - self.start))
