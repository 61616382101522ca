import numpy as np

X_MAX = 1.0


def cull_outflow(pos, vel, alive):
    """Retire tracer particles that have left the tunnel through the outlet."""
    pos = np.asarray(pos)
    alive = alive & (pos[:, 0] < X_MAX)
    return pos, np.asarray(vel), alive
