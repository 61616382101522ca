import numpy as np

from fusion import motion_robust_hr


class LiveMonitor:
    """Runs on each new 8 s window coming from the watch."""

    def __init__(self, params):
        self.params = params
        self.estimates = []

    def on_window(self, ppg, acc):
        hr = motion_robust_hr(self.params, [ppg[None], acc[None]])
        self.estimates.append(float(hr[0]))
