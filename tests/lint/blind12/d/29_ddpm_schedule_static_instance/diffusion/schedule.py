import numpy as np


class LinearSchedule:
    def __init__(self, num_steps=10, beta_start=1e-4, beta_end=0.2):
        self.num_steps = num_steps
        self.betas = np.linspace(beta_start, beta_end, num_steps, dtype=np.float32)
        self.alphas = 1.0 - self.betas
        self.alpha_bars = np.cumprod(self.alphas)
