import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def detect_cut(prev_hist, hist, threshold):
    distance = 0.5 * jnp.abs(prev_hist - hist).sum()
    return distance > threshold, distance


def color_histogram(frame, bins=8):
    counts, _ = np.histogram(frame, bins=bins, range=(0.0, 1.0))
    return (counts / counts.sum()).astype(np.float32)


class AdaptiveCutDetector:
    def __init__(self, base=0.3, momentum=0.8):
        self.threshold = jnp.float32(base)
        self.momentum = momentum
        self.prev = None

    def __call__(self, frame):
        hist = color_histogram(frame)
        if self.prev is None:
            self.prev = hist
            return False
        is_cut, dist = detect_cut(self.prev, hist, self.threshold)
        self.threshold = self.momentum * self.threshold + (1 - self.momentum) * (dist + 0.2)
        self.prev = hist
        return bool(is_cut)


def main():
    rng = np.random.default_rng(0)
    detector = AdaptiveCutDetector()
    cuts = []
    for t in range(8):
        lo = 0.0 if t < 4 else 0.5
        frame = rng.uniform(lo, lo + 0.5, size=(16, 16))
        if detector(frame):
            cuts.append(t)
    print("cuts at", cuts, "threshold", round(float(detector.threshold), 4))


if __name__ == "__main__":
    main()
