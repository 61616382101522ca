import numpy as np


class LidarMap:
    """Obstacles become known once the robot is within sensor range."""

    def __init__(self, obstacles, sensor_range=1.2):
        self.obstacles = np.asarray(obstacles, np.float32)
        self.sensor_range = sensor_range
        self.seen = np.zeros(len(obstacles), bool)

    def update(self, pos):
        dist = np.linalg.norm(self.obstacles - pos, axis=1)
        self.seen |= dist < self.sensor_range
        return self.obstacles[self.seen]
