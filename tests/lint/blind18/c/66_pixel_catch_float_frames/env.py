import numpy as np


class PixelCatch:
    """Catch a falling ball with a paddle; observations are 10x5 frames with intensities in [0, 1]."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.reset()

    def reset(self):
        self.ball = [0, int(self.rng.integers(5))]
        self.paddle = 2
        return self.render()

    def render(self):
        frame = np.zeros((10, 5))
        frame[self.ball[0], self.ball[1]] = 1.0
        frame[9, self.paddle] = 0.5
        return frame

    def step(self, action):
        self.paddle = int(np.clip(self.paddle + action - 1, 0, 4))
        self.ball[0] += 1
        done = self.ball[0] == 9
        reward = float(done and self.ball[1] == self.paddle)
        return self.render(), reward, done
