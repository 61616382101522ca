import numpy as np


class LaneTracker:
    def __init__(self, lane_offsets):
        self.lane_offsets = np.asarray(lane_offsets, np.float32)
        self.current = np.int32(0)

    def update(self, lateral_pos):
        self.current = np.int32(np.argmin(np.abs(self.lane_offsets - lateral_pos)))
        return self.current
