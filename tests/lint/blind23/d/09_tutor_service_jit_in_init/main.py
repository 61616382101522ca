import numpy as np

from service import ProblemSelector

sel = ProblemSelector(n_items=50, dim=8)
rng = np.random.default_rng(5)
for sid in range(6):
    state = rng.normal(size=8)
    print("student", sid, "->", sel.select(state).tolist())
