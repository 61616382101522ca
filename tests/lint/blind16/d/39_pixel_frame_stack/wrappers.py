from collections import deque

import numpy as np


class PixelEnv:
    def __init__(self, size=16, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.ball = self.rng.integers(0, self.size, size=2)
        return self.render()

    def render(self):
        frame = np.zeros((self.size, self.size), np.float32)
        frame[self.ball[0], self.ball[1]] = 1.0
        return frame

    def step(self, action):
        self.ball = (self.ball + np.array([1, action - 1])) % self.size
        return self.render(), float(self.ball[0] == 0), False


class FrameStack:
    def __init__(self, env, k=4):
        self.env = env
        self.frames = deque(maxlen=k)

    def reset(self):
        self.frames.clear()
        self.frames.append(self.env.reset())
        return self.observation()

    def step(self, action):
        frame, r, d = self.env.step(action)
        self.frames.append(frame)
        return self.observation(), r, d

    def observation(self):
        return np.stack(self.frames, axis=0)
