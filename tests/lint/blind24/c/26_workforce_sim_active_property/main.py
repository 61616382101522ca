import numpy as np
from workforce import Workforce
from hazard import quarterly_exit_prob

wf = Workforce(200)
rng = np.random.default_rng(1)
for quarter in range(8):
    tenure, salary = wf.active
    p = quarterly_exit_prob(tenure, salary, 74.0)
    wf.apply_exits(p, rng)
    print(f"Q{quarter + 1}: headcount {wf.employed.sum()}")
