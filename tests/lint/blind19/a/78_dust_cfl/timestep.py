import numpy as np

DT_MAX = 1.0  # reduced time units
CFL = 0.4


def cfl_timestep(vel, h):
    vmax = float(np.max(np.linalg.norm(np.asarray(vel), axis=1)))
    if vmax == 0.0:
        return DT_MAX
    return min(DT_MAX, CFL * h / vmax)
