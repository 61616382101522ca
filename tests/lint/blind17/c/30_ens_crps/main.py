import numpy as np

from archive import load_init
from scores import crps_ensemble

rng = np.random.default_rng(0)
results = []
for init in range(6):
    ens, obs = load_init(init, rng)
    results.append(float(crps_ensemble(ens, obs)))
    print(f"init {init}: members={ens.shape[0]} crps={results[-1]:.4f}")
print("mean crps", np.mean(results))
