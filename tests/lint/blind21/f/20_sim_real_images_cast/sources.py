import numpy as np

H = W = 16


class SimRenderSource:
    """Rendered frames from the simulator, already in [0, 1]."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def batch(self, n):
        img = self.rng.random((n, H, W, 3), dtype=np.float32)
        act = self.rng.normal(size=(n, 7)).astype(np.float32)
        return img, act


class RealCameraSource:
    """Teleop recordings straight from the RGB camera."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def batch(self, n):
        raw = self.rng.integers(0, 256, size=(n, H, W, 3), dtype=np.uint8)
        img = raw.astype(np.float32) / 255.0
        act = self.rng.normal(size=(n, 7)).astype(np.float32)
        return img, act


def cotrain_batches(num_steps, sim_every=2, n=8):
    sim, real = SimRenderSource(0), RealCameraSource(1)
    for step in range(num_steps):
        src = sim if step % sim_every == 0 else real
        yield src.batch(n)
