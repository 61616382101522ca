import numpy as np
import jax
from model import net
from train import opt, wage_step

rng = np.random.default_rng(3)
X = rng.normal(size=(480, 6)).astype(np.float32)
y = (3.0 + X[:, 0] + 0.5 * X[:, 1] ** 2).astype(np.float32)
params, state = net.init(jax.random.PRNGKey(0), X[:8], True)
opt_state = opt.init(params)
for epoch in range(4):
    perm = rng.permutation(480)
    for i in range(0, 480, 60):
        j = perm[i:i + 60]
        params, state, opt_state, l = wage_step(params, state, opt_state, X[j], y[j])
    print(epoch, float(l))
