import numpy as np


class Localizer:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pose = np.array([0.0, 0.0, 0.0])

    def gnss_pose(self):
        self.pose = self.pose + np.array([1.0, 0.1, 0.01]) + self.rng.normal(size=3) * 0.01
        x, y, yaw = self.pose
        return float(x), float(y), float(yaw)

    def map_matched_pose(self):
        self.pose = self.pose + np.array([1.0, 0.1, 0.01])
        return self.pose.copy()

    def current_pose(self, tick):
        return self.map_matched_pose() if tick % 4 == 3 else self.gnss_pose()
