import numpy as np


class AnnealSchedule:
    def __init__(self, beta_start, beta_end, n_stages):
        self.beta_start = beta_start
        self.beta_end = beta_end
        self.n_stages = n_stages

    def __iter__(self):
        yield self.beta_start
        for beta in np.linspace(self.beta_start, self.beta_end, self.n_stages)[1:]:
            yield beta
