import numpy as np
from planner import plan_week, replan_after_cancellation

rng = np.random.default_rng(0)
seniority = rng.uniform(0, 1, 20).astype(np.float32)
for week in range(3):
    avail = rng.uniform(0, 1, 20).astype(np.float32)
    panel = plan_week(week, avail, seniority)
    avail[np.asarray(panel[0])] = 0.0
    new_panel = replan_after_cancellation(avail, seniority, 100 + week)
    print(week, np.asarray(panel).tolist(), np.asarray(new_panel).tolist())
