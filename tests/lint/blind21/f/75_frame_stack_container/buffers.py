import collections

import numpy as np

STACK = 3


def training_stacks(rng, batch=16, obs_dim=6):
    """Random frame stacks sampled from the demo buffer."""
    frames = [rng.normal(size=(batch, obs_dim)).astype(np.float32) for _ in range(STACK)]
    actions = rng.normal(size=(batch, 2)).astype(np.float32)
    return frames, actions


class OnlineFrameStack:
    """Keeps the last STACK observations during a rollout."""

    def __init__(self, first_obs):
        self.frames = collections.deque([first_obs] * STACK, maxlen=STACK)

    def push(self, obs):
        self.frames.append(obs)

    def get(self):
        return tuple(self.frames)
