import numpy as np

from monitor import weekly_loads

rng = np.random.default_rng(21)
weeks = []
for w in range(4):
    weeks.append([(rng.uniform(3, 9, 12).astype(np.float32), rng.uniform(20, 90, 12).astype(np.float32))
                  for _ in range(5)])
loads = weekly_loads(weeks)
print("weekly sRPE load:", [round(l) for l in loads])
print("monotony proxy:", np.mean(loads) / np.std(loads))
