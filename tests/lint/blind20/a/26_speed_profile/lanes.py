import numpy as np

DEFAULT_LIMIT_MPS = 13.9


class Lane:
    def __init__(self, lane_id, centerline, speed_limit=None):
        self.lane_id = lane_id
        self.centerline = centerline.astype(np.float32)
        self.speed_limit = speed_limit

    def limit(self):
        if self.speed_limit is None:
            return np.float32(DEFAULT_LIMIT_MPS)
        return self.speed_limit


def build_lanes(rng, n):
    lanes = []
    for i in range(n):
        pts = np.cumsum(rng.normal(size=(20, 2)) + np.array([2.0, 0.0]), axis=0)
        limit = np.float32(rng.choice([8.3, 11.1, 16.7])) if i % 2 else None
        lanes.append(Lane(i, pts, limit))
    return lanes
