import numpy as np


def crack_polylines(image_id, rng):
    """Crack polylines (32 resampled points, mm) segmented from a drone image of a concrete soffit."""
    n_cracks = int(rng.integers(1, 4))
    cracks = []
    for _ in range(n_cracks):
        start = rng.uniform(0, 500, 2)
        steps = rng.normal([8, 1], 2, (32, 2))
        cracks.append(np.cumsum(steps, 0) + start)
    return [c.astype(np.float32) for c in cracks]
