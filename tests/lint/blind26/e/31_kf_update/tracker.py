import numpy as np

from kalman import kf_update


class PlayerTrack:
    def __init__(self, player_id):
        self.player_id = player_id
        self.state = None
        self.cov = None

    def step(self, detection):
        self.state, self.cov = kf_update(detection, self.state, self.cov)
        return self.state
