import numpy as np


def synth_imu(n, seed=0):
    rng = np.random.default_rng(seed)
    omega = rng.normal(0.0, 0.3, size=(n, 3)).astype(np.float32)
    temp = rng.uniform(-20.0, 60.0, size=(n, 1)).astype(np.float32)
    bias = 0.01 * temp + 0.05 * np.sin(omega)
    meas = omega + bias + rng.normal(0.0, 0.002, size=(n, 3)).astype(np.float32)
    x = np.concatenate([meas, temp / 50.0], axis=1).astype(np.float32)
    return x, bias.astype(np.float32)


class IMULoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.x[sel], self.y[sel]
