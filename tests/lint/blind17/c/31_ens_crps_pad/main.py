import numpy as np

from archive import load_init
from scores import crps_ensemble

rng = np.random.default_rng(0)
results = []
for init in range(6):
    ens, present, obs = load_init(init, rng)
    results.append(float(crps_ensemble(ens, present, obs)))
    print(f"init {init}: members={int(present.sum())} crps={results[-1]:.4f}")
print("mean crps", np.mean(results))
