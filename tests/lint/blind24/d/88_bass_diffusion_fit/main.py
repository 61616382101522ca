import numpy as np

from bass import bass_fit_step

rng = np.random.default_rng(88)
weeks = np.arange(1, 31, dtype=np.float32)
true_cum = 5000 * (1 - np.exp(-0.35 * weeks)) / (1 + 12 * np.exp(-0.35 * weeks))
observed = (true_cum + rng.normal(0, 60, 30)).astype(np.float32)  # cumulative buyers of a cargo-pant trend

params = {"p": 0.02, "q": 0.3, "m": 4000.0}
for it in range(10):
    params, loss = bass_fit_step(params, weeks, observed, 0.5)
print({k: round(float(v), 4) for k, v in params.items()}, float(loss))
