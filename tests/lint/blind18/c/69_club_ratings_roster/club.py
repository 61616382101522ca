import numpy as np


class Club:
    def __init__(self, members):
        self.ratings = {name: np.float32(1500.0) for name in members}

    def join(self, name):
        self.ratings[name] = np.float32(1400.0)

    def encode_week(self, pairings, scores):
        names = sorted(self.ratings)
        col = {n: i for i, n in enumerate(names)}
        white = np.zeros((len(pairings), len(names)), np.float32)
        black = np.zeros((len(pairings), len(names)), np.float32)
        for g, (w, b) in enumerate(pairings):
            white[g, col[w]] = 1.0
            black[g, col[b]] = 1.0
        return white, black, np.asarray(scores, np.float32)
