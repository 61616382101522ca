import numpy as np

from alerts import struggling_students

rng = np.random.default_rng(0)
for period in range(6):
    recent = rng.beta(4, 3, 32).astype(np.float32)
    hints = rng.beta(2, 4, 32).astype(np.float32)
    k = int(np.sum((recent < 0.5) & (hints > 0.4)))
    order = struggling_students(recent, hints, k=k)
    print(f"period {period}: notify teacher about {np.asarray(order).tolist()}")
