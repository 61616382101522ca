import io

import numpy as np


class VolumeStore:
    """Recent scans are kept in float32; older ones were archived as float16 to save space."""

    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self._files = {}
        for i in range(6):
            vol = rng.gamma(2.0, 0.3, size=(8, 48, 32)).astype(np.float32)
            if i < 3:
                vol = vol.astype(np.float16)
            buf = io.BytesIO()
            np.save(buf, vol)
            self._files[f"scan_{i}.npy"] = buf.getvalue()

    def names(self):
        return sorted(self._files)

    def load(self, name):
        return np.load(io.BytesIO(self._files[name]))
