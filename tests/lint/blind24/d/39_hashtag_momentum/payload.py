from dataclasses import dataclass, field
from typing import Optional

import numpy as np

N_TAGS = 32


@dataclass
class ScoreRequest:
    counts: np.ndarray                      # hashtag mentions this week
    prev_counts: np.ndarray                 # last week
    region_weight: Optional[np.ndarray] = None


def to_inputs(req: ScoreRequest):
    weight = req.region_weight
    if weight is None:
        weight = np.ones(N_TAGS, np.float32)
    return {"counts": req.counts.astype(np.float32),
            "prev": req.prev_counts.astype(np.float32),
            "weight": weight.astype(np.float32)}
