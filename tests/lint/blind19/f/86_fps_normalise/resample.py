import numpy as np

NUM_SEGMENTS = 12


def to_target_rate(clip, source_fps):
    """Samples NUM_SEGMENTS frames spread evenly over the clip, whatever its rate and duration."""
    edges = np.linspace(0, len(clip), NUM_SEGMENTS + 1)
    src_idx = np.minimum(((edges[:-1] + edges[1:]) / 2).astype(int), len(clip) - 1)
    return clip[src_idx]
