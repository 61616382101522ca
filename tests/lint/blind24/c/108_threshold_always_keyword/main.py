import numpy as np
from views import team_view, company_view

rng = np.random.default_rng(0)
for month in range(3):
    scores = rng.random(200).astype(np.float32)
    left = (rng.random(200) < scores * 0.3).astype(np.int32)
    r_team = team_view(scores, left)
    r_co = company_view(scores, left, {"threshold": 0.6})
    print(month, round(float(r_team), 3), round(float(r_co), 3))
