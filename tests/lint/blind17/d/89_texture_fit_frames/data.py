import numpy as np


def synthetic_frames(rng, n=6, res=16):
    yy, xx = np.mgrid[0:res, 0:res] / res
    for _ in range(n):
        phase = rng.uniform(0, 2 * np.pi)
        img = 0.5 + 0.5 * np.sin(6 * xx + phase) * np.cos(4 * yy)
        yield (255 * img).astype(np.uint8)


def augment(frame, rng):
    out = frame.astype(np.float32) / 255.0
    if rng.uniform() < 0.5:
        out = out[:, ::-1]
    return np.clip(out * rng.uniform(0.9, 1.1), 0.0, 1.0)


class FrameLoader:
    def __init__(self, seed=0, p_augment=0.5):
        self.rng = np.random.default_rng(seed)
        self.p_augment = p_augment

    def __iter__(self):
        for frame in synthetic_frames(self.rng):
            if self.rng.uniform() < self.p_augment:
                yield augment(frame, self.rng)
            else:
                yield frame.astype(np.float32) / 255.0
