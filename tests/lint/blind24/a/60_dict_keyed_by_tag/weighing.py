import numpy as np


def weigh_session(rng, day):
    """Crush-side weights for whichever calves came through the race that day, keyed by ear tag."""
    present = rng.choice(40, size=int(rng.integers(30, 38)), replace=False)
    return {f"IE{1000 + t}": np.float32(rng.normal(180 + 0.9 * day, 15)) for t in sorted(present)}
