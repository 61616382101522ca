import numpy as np

N = 2048


class CaptureReader:
    """Reads I/Q bursts from a recorded SDR session (int16) or a synthetic generator."""

    def __init__(self, n_bursts, seed=0):
        self.n_bursts = n_bursts
        self.rng = np.random.default_rng(seed)

    def _raw(self, i):
        rng = self.rng
        amp = rng.uniform(200, 3000)
        x = amp * np.exp(1j * rng.uniform(0, 2 * np.pi, N)) + 30 * rng.standard_normal(N)
        if i % 2:
            return np.round(np.stack([x.real, x.imag], -1)).astype(np.int16), 2048.0
        return (np.stack([x.real, x.imag], -1) / 2048.0).astype(np.float64), 1.0

    def __iter__(self):
        for i in range(self.n_bursts):
            raw, full_scale = self._raw(i)
            yield (raw / full_scale).astype(np.float32)
