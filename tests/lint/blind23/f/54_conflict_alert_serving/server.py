import numpy as np

from model import score_pairs


class AlertService:
    def __init__(self, params):
        self.params = params

    def handle(self, tracks):
        # build all unordered pairs of the tracks currently in the sector
        i, j = np.triu_indices(len(tracks), k=1)
        rel = np.concatenate([tracks[j, :3] - tracks[i, :3], tracks[j, 3:] - tracks[i, 3:]], 1)
        rel = rel.astype(np.float32) / np.array([10, 10, 1, 0.3, 0.3, 0.02], np.float32)
        return score_pairs(self.params, rel)
