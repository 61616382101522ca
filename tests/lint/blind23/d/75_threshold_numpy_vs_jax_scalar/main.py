import numpy as np

from mastery import mastery_reached
from thresholds import DEFAULT_CUT, tuned_cut

rng = np.random.default_rng(0)
for student in range(6):
    trace = np.clip(np.cumsum(rng.uniform(0, 0.12, 30)), 0, 1).astype(np.float32)
    history = {"guess_rate": float(rng.uniform(0, 0.5))}
    cut = tuned_cut(history) if student % 2 else DEFAULT_CUT
    done, at = mastery_reached(trace, cut)
    print(f"student {student}: mastered={bool(done)} at opportunity {int(at)}")
