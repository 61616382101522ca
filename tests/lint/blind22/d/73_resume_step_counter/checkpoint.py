import numpy as np


class Checkpoint:
    def __init__(self, params, opt_state, step=0):
        self.params = params
        self.opt_state = opt_state
        self.step = step

    def steps_to_run(self, total):
        return np.arange(self.step + 1, total)
