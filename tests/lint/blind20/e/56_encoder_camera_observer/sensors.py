import numpy as np


class Encoder:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def read(self, true_pos):
        return np.float32(true_pos + 0.01 * self.rng.normal())


class Camera:
    def __init__(self, seed=1):
        self.rng = np.random.default_rng(seed)

    def read(self, true_pos):
        return np.array([true_pos + 0.05 * self.rng.normal()], dtype=np.float32)


def measurement(k, true_pos, encoder, camera):
    y = camera.read(true_pos) if k % 4 == 0 else encoder.read(true_pos)
    return np.reshape(np.asarray(y, dtype=np.float32), (1,))
