import numpy as np

from check import limit_violations
from limits import load_limits

rng = np.random.default_rng(0)
centers = {"SAT": 13.0, "RAT": 22.0, "MAT": 18.0, "DSP": 1.2}
for day in range(3):
    limits = load_limits()
    report = {}
    for point, bounds in limits.items():
        trend = (centers[point] + rng.normal(0, 2, 288)).astype(np.float32)
        report[point] = int(limit_violations(trend, bounds))
    print(day, report)
