import numpy as np


class SpeakerArchive:
    def __init__(self, capacity=16, dim=24):
        self.names = []
        self.means = np.zeros((capacity, dim), np.float32)
        self.enrolled = np.zeros(capacity, bool)

    def enroll(self, name, emb):
        i = len(self.names)
        self.names.append(name)
        self.means[i] = emb
        self.enrolled[i] = True
