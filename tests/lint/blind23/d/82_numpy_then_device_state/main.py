import numpy as np

from state import fresh_state
from update import apply_session

rng = np.random.default_rng(0)
mastery = fresh_state(30, 8)
for session in range(6):
    sid = rng.integers(0, 30, 50).astype(np.int32)
    kid = rng.integers(0, 8, 50).astype(np.int32)
    correct = rng.random(50) < 0.65
    mastery = apply_session(mastery, sid, kid, correct, 0.3)
    print(f"session {session}: class mastery {float(mastery.mean()):.3f} ({type(mastery).__name__})")
