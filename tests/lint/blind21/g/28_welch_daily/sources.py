import numpy as np


def from_warehouse(rng, n):
    """Warehouse exports come out as float64."""
    return rng.normal(50.0, 12.0, n), rng.normal(51.0, 12.0, n)


def from_stream(rng, n):
    """The streaming path already stores float32."""
    c = rng.normal(50.0, 12.0, n).astype(np.float32)
    t = rng.normal(51.0, 12.0, n).astype(np.float32)
    return c, t
