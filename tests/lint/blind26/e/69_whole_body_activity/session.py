import numpy as np

PLACEMENTS = ["pelvis", "thigh_l", "thigh_r", "shank_l", "shank_r", "foot_l", "foot_r"]


def recorded_units(session_id, rng):
    """Units that synced for this session (batteries die, straps get forgotten)."""
    n = 7 if session_id % 3 else 5
    return [rng.normal(0, 1, size=(200, 3)).astype(np.float32) for _ in range(n)]
