import numpy as np
import jax

from sweep import SWEEP
from train import feed_eff_step, init_run

rng = np.random.default_rng(32)
# broiler feed efficiency: diet energy, protein, lysine, temp, stocking density, age
X = rng.normal(size=(128, 6)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] * X[:, 2]).astype(np.float32)

for hp in SWEEP:
    params, opt_state = init_run(jax.random.PRNGKey(0), hp)
    for step in range(50):
        params, opt_state, loss = feed_eff_step(params, opt_state, X, y)
    print(hp, round(float(loss), 4))
