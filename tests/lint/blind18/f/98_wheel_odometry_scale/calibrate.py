import numpy as np
from scipy.optimize import least_squares

from odometry import DT, TICK_M


def refit_scale(ticks, gps_speed, init):
    def residual(s):
        return ticks * TICK_M * s[0] / DT - gps_speed

    res = least_squares(residual, x0=np.atleast_1d(init).astype(np.float64))
    return res.x
