import numpy as np


class SensorStream:
    """Replays IMU at 10 Hz with a barometer every sample and GPS at 1 Hz."""

    def __init__(self, n_steps, seed=0):
        self.n_steps = n_steps
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        pos = np.zeros(3)
        vel = np.array([50.0, 0.0, 0.0])
        for k in range(self.n_steps):
            acc = np.array([0.1, 0.02 * np.sin(0.1 * k), 0.0])
            vel = vel + acc * 0.1
            pos = pos + vel * 0.1
            meas = {
                "accel": (acc + self.rng.normal(0, 0.05, 3)).astype(np.float32),
                "baro": np.float32(pos[2] + self.rng.normal(0, 0.5)),
            }
            if k % 10 == 0:
                meas["gps"] = (pos + self.rng.normal(0, 2.0, 3)).astype(np.float32)
            yield meas
