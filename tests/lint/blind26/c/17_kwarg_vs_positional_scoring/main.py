import numpy as np
import jax
from model import init, nll_step, dialect_logprobs
from report import per_dialect_accuracy

rng = np.random.default_rng(17)
proto = rng.normal(size=(4, 18))
y = rng.integers(0, 4, 400).astype(np.int32)
x = (proto[y] + rng.normal(size=(400, 18))).astype(np.float32)
params = init(jax.random.PRNGKey(0), 18, 4)
for it in range(30):
    params, loss = nll_step(params, x[:300], y[:300])
dev_lp = dialect_logprobs(params, x[300:])
print("dev nll", float(-dev_lp[np.arange(100), y[300:]].mean()))
print(per_dialect_accuracy(params, x[300:], y[300:]))
