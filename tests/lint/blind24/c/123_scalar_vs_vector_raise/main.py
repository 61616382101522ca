import numpy as np
from scenarios import uniform_raise, performance_raise
from cost import payroll_after_raise

rng = np.random.default_rng(0)
sal = rng.normal(75000, 12000, 120).astype(np.float32)
ratings = rng.integers(1, 6, 120)
scenarios = {"flat_3pct": uniform_raise(0.03), "merit": performance_raise(ratings), "flat_2pct": uniform_raise(0.02)}
for name, r in scenarios.items():
    total, delta = payroll_after_raise(sal, r, 9.0)
    print(name, round(float(total), 0), round(float(delta), 0))
