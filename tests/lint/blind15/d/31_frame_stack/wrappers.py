import collections

import numpy as np


class FrameStack:
    def __init__(self, env, k=4):
        self.env = env
        self.k = k
        self.frames = collections.deque(maxlen=k)

    def reset(self):
        frame = self.env.reset()
        self.frames.clear()
        self.frames.append(frame)
        return list(self.frames)

    def step(self, action):
        frame, reward, done = self.env.step(action)
        self.frames.append(frame)
        return list(self.frames), reward, done


class NoisyPixels:
    def __init__(self, size=8, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def reset(self):
        self.t = 0
        return self.rng.random((self.size, self.size), dtype=np.float32)

    def step(self, action):
        self.t += 1
        frame = self.rng.random((self.size, self.size), dtype=np.float32)
        return frame, float(action == 1), self.t >= 5
