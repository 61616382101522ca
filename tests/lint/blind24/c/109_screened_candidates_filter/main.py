import numpy as np
from screening import knockout_filter
from scorer import interview_priority

rng = np.random.default_rng(0)
weights = rng.normal(size=5).astype(np.float32)
roles = [("nurse", 2, True), ("porter", 0, False), ("pharmacist", 3, True), ("clerk", 1, False)]
for role, min_years, lic in roles:
    pool = {"years": rng.integers(0, 10, 50).astype(np.float32),
            "skills": rng.random((50, 5)).astype(np.float32),
            "licensed": (rng.random(50) < 0.6)}
    shortlist = knockout_filter(pool, min_years, lic)
    prio = interview_priority(shortlist["years"], shortlist["skills"], shortlist["licensed"], weights)
    print(role, len(prio), round(float(prio.max()), 3))
