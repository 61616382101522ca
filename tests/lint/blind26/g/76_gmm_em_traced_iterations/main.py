import numpy as np

from em import fit_gmm

rng = np.random.default_rng(0)
# three sympatric pipistrelle species: ~45, ~55 and ~39 kHz peak frequency
for site in range(5):
    x = np.concatenate([rng.normal(45, 1.5, 300), rng.normal(55, 1.5, 150), rng.normal(39, 1.0, 150)])
    n_iter = 20 + 10 * site                 # more iterations at the noisier sites
    mu, var, pi = fit_gmm(x.astype(np.float32), n_iter)
    print(site, n_iter, np.round(np.sort(np.asarray(mu)), 1))
