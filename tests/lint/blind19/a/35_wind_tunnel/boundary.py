import numpy as np

X_MAX = 1.0


def cull_outflow(pos, vel):
    """Drop tracer particles that have left the tunnel through the outlet."""
    pos = np.asarray(pos)
    vel = np.asarray(vel)
    keep = pos[:, 0] < X_MAX
    return pos[keep], vel[keep]
