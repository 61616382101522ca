import numpy as np


class QuadrupedSensors:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def read(self):
        self.t += 1
        foot_z = np.sin(0.7 * self.t + np.arange(4))
        touching = foot_z < -0.5
        return {
            "imu": self.rng.normal(size=6).astype(np.float32),
            "joint_pos": self.rng.normal(size=12).astype(np.float32),
            "contact": touching.astype(np.float32),
        }
