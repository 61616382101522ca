import numpy as np

from ewma import ewma_update


class VolumeMonitor:
    def __init__(self, alpha=0.2, z_alert=4.0, prior_mean=0.0, prior_var=1.0):
        self.alpha = alpha
        self.z_alert = z_alert
        self.mean = prior_mean
        self.var = prior_var

    def step(self, volumes):
        self.mean, self.var, z = ewma_update(self.mean, self.var, volumes, self.alpha)
        return np.nonzero(np.abs(np.asarray(z)) > self.z_alert)[0]
