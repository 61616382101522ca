import numpy as np
import jax
from model import init, fit_step, vowel_logprobs
from report import per_vowel_recall

# vowel identification from normalised formants + duration, across 3 speaker groups
rng = np.random.default_rng(106)
proto = rng.normal(size=(5, 6))
y = rng.integers(0, 5, 400).astype(np.int32)
x = (proto[y] + 0.7 * rng.normal(size=(400, 6))).astype(np.float32)
params = init(jax.random.PRNGKey(0), 6, 5)
for it in range(30):
    params, loss = fit_step(params, x[:300], y[:300])
dev_lp = vowel_logprobs(params, feats=x[300:])
print("dev nll", float(-dev_lp[np.arange(100), y[300:]].mean()))
print(per_vowel_recall(params, x[300:], y[300:]))
