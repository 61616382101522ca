import numpy as np

from bkt import bkt_filter
from params import fitted_skill_params

N_SKILLS = 6
rng = np.random.default_rng(7)
table = fitted_skill_params(N_SKILLS)

for skill in range(N_SKILLS):
    obs = (rng.random(20) < 0.7).astype(np.int32)
    p = table[skill]
    preds = bkt_filter(p["p_init"], p["p_learn"], p["p_slip"], p["p_guess"], obs)
    auc_proxy = float(np.mean((np.asarray(preds) > 0.5) == obs))
    print(f"skill {skill}: acc {auc_proxy:.2f}")
