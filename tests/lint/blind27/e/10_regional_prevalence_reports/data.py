import numpy as np


def farm_reports(seed=7):
    rng = np.random.default_rng(seed)
    for week in range(6):
        report = {
            "tested": rng.integers(20, 40, size=16).astype(np.float32),
            "positive": rng.integers(0, 5, size=16).astype(np.float32),
        }
        # vaccination coverage is only submitted by some regions, some weeks
        if week % 3 == 1:
            report["vacc_coverage"] = rng.uniform(0.2, 0.9, size=16).astype(np.float32)
        yield week, report
