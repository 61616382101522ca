import numpy as np


class PhoneCapture:
    """Frames from a handheld capture; the phone is turned between shots."""

    def __init__(self, num_frames=6, long_side=12, short_side=8, seed=0):
        rng = np.random.default_rng(seed)
        self.frames = []
        for i in range(num_frames):
            portrait = i % 3 == 1
            h, w = (long_side, short_side) if portrait else (short_side, long_side)
            self.frames.append({
                "image": rng.uniform(size=(h, w, 3)).astype(np.float32),
                "latent": rng.normal(size=(h, w, 4)).astype(np.float32),
            })

    def __iter__(self):
        for f in self.frames:
            yield f["latent"], f["image"]
