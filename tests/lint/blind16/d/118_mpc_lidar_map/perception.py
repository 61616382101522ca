import numpy as np

FAR_AWAY = 1e3


class LidarMap:
    """Obstacles become known once the robot is within sensor range."""

    def __init__(self, obstacles, sensor_range=1.2):
        self.obstacles = np.asarray(obstacles, np.float32)
        self.sensor_range = sensor_range
        self.seen = np.zeros(len(obstacles), bool)

    def update(self, pos):
        dist = np.linalg.norm(self.obstacles - pos, axis=1)
        self.seen |= dist < self.sensor_range
        # unseen slots are parked far away so they add no cost
        return np.where(self.seen[:, None], self.obstacles, FAR_AWAY).astype(np.float32)
