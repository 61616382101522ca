import numpy as np

PER_CHANNEL = 16


class Channel:
    def __init__(self, name, item_vecs, min_history):
        self.name = name
        self.item_vecs = item_vecs
        self.min_history = min_history

    def available(self, history_len):
        return history_len >= self.min_history

    def fetch(self, user_vec):
        top = np.argsort(-(self.item_vecs @ user_vec))[:PER_CHANNEL]
        return top.astype(np.int32)


def gather_candidates(channels, user_vec, history_len):
    return [c.fetch(user_vec) for c in channels if c.available(history_len)]
