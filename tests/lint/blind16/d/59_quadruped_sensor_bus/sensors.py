import numpy as np


class QuadrupedSensors:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def _imu(self):
        return self.rng.normal(size=6).astype(np.float32)

    def _joints(self):
        return self.rng.normal(size=12).astype(np.float32)

    def _contact(self):
        foot_z = np.sin(0.7 * self.t + np.arange(4))
        return (foot_z < -0.5).astype(np.float32)

    def read(self):
        self.t += 1
        reading = {}
        # the bus delivers packets in whatever order they arrive
        if self.t % 2:
            reading["contact"] = self._contact()
            reading["imu"] = self._imu()
            reading["joint_pos"] = self._joints()
        else:
            reading["imu"] = self._imu()
            reading["joint_pos"] = self._joints()
            reading["contact"] = self._contact()
        return reading
