import numpy as np


class Club:
    def __init__(self, members, capacity=16):
        self.slot = {}
        self.ratings = np.zeros(capacity, np.float32)
        for name in members:
            self.join(name, rating=1500.0)

    def join(self, name, rating=1400.0):
        i = len(self.slot)
        if i >= len(self.ratings):
            raise ValueError("club is full")
        self.slot[name] = i
        self.ratings[i] = rating

    def encode_week(self, pairings, scores):
        capacity = len(self.ratings)
        white = np.zeros((len(pairings), capacity), np.float32)
        black = np.zeros((len(pairings), capacity), np.float32)
        for g, (w, b) in enumerate(pairings):
            white[g, self.slot[w]] = 1.0
            black[g, self.slot[b]] = 1.0
        return white, black, np.asarray(scores, np.float32)

    def table(self):
        return {n: round(float(self.ratings[i])) for n, i in self.slot.items()}
