import numpy as np

from association import association_cost, greedy_match

MAX_TRACKS = 16
MAX_DETS = 16


class Tracker:
    def __init__(self, emb_dim=8):
        self.boxes = np.zeros((MAX_TRACKS, 4), np.float32)
        self.emb = np.zeros((MAX_TRACKS, emb_dim), np.float32)

    def match(self, det_boxes, det_emb):
        cost = association_cost(self.boxes, det_boxes, self.emb, det_emb)
        return greedy_match(np.asarray(cost))

    def reidentify(self, lost_boxes, lost_emb, det_boxes, det_emb):
        cost = association_cost(lost_boxes, det_boxes, track_emb=lost_emb, det_emb=det_emb)
        return greedy_match(np.asarray(cost), max_cost=3.0)

    def update(self, det_boxes, det_emb, pairs):
        for i, j in pairs:
            self.boxes[i] = det_boxes[j]
            self.emb[i] = det_emb[j]
