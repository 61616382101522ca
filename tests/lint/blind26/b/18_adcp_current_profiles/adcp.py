import numpy as np

N_BINS = 32
N_ENS = 200


def read_ensembles(deployment, rng):
    """Velocity ensembles (east, north) per depth bin; processed files are float64."""
    u = rng.normal(0.1, 0.05, (N_ENS, N_BINS))
    v = rng.normal(-0.05, 0.05, (N_ENS, N_BINS))
    vel = np.stack([u, v], axis=-1)
    if deployment.endswith("raw"):
        return vel.astype(np.float32)
    return vel.astype(np.float64)
