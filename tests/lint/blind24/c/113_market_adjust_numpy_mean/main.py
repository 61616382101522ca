import numpy as np
from config import build_plans
from merit import merit_budget

rng = np.random.default_rng(0)
survey = {"emea": [0.025, 0.031, 0.028], "apac": [0.04, 0.045]}
for plan in build_plans(survey):
    sal = rng.normal(70000, 9000, 80).astype(np.float32)
    rat = rng.integers(1, 6, 80).astype(np.int32)
    print(plan.name, round(float(merit_budget(sal, rat, plan.market_adjust)), 0))
