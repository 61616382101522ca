import itertools

import numpy as np


class EpisodeReplay:
    """Stores whole transitions; iterates over them in chunks for offline updates."""

    def __init__(self, obs_dim, seed=0):
        self.obs_dim = obs_dim
        self.transitions = []
        self.rng = np.random.default_rng(seed)

    def add_episode(self, obs, actions, returns):
        self.transitions.extend(zip(obs, actions, returns))

    def chunks(self, chunk_size):
        order = self.rng.permutation(len(self.transitions))
        it = (self.transitions[i] for i in order)
        while True:
            chunk = list(itertools.islice(it, chunk_size))
            if not chunk:
                return
            obs, act, ret = zip(*chunk)
            yield np.stack(obs), np.array(act, np.int32), np.array(ret, np.float32)
