import numpy as np

SPANS = ("north approach", "main span", "south approach")
GAUGES_PER_SPAN = 6
SAMPLES = 400


class CrossingReader:
    """Reads one truck crossing; returns a list of per-span gauge arrays."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def read(self, crossing_id):
        gross = self.rng.uniform(150, 420)  # kN
        t = np.linspace(0, 1, SAMPLES)
        spans = []
        for s in range(len(SPANS)):
            centre = (s + 0.5) / len(SPANS)
            il = np.clip(1 - np.abs(t - centre) * 3, 0, None)
            g = gross * 0.35 * il[:, None] * self.rng.uniform(0.8, 1.2, GAUGES_PER_SPAN)
            spans.append((g + self.rng.normal(0, 1.0, g.shape)).astype(np.float32))
        return spans, np.float32(gross)
