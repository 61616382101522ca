import numpy as np

from mixture import fit_pregnancy_mixture

rng = np.random.default_rng(48)
farms = {"Dale End": 25, "Kirkby": 40, "Ashworth": 15}
for farm, n_iter in farms.items():
    preg = rng.uniform(size=80) < 0.55
    prog = np.where(preg, rng.lognormal(2.6, 0.3, 80), rng.lognormal(0.2, 0.5, 80)).astype(np.float32)
    pi, mu, var = fit_pregnancy_mixture(prog, n_iter)
    print(farm, "estimated pregnant fraction", round(float(pi[1]), 3))
