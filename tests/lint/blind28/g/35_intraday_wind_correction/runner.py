import numpy as np

from correction import blend_forecast


class IntradayRunner:
    def __init__(self, horizon=6):
        self.horizon = horizon
        self.last_error = None

    def run(self, nwp, obs_window, realized):
        fc = blend_forecast(nwp, obs_window, self.last_error)
        self.last_error = realized - fc
        return fc
