import jax
import numpy as np

from recipe import DyeMixer, calibrate
from schedule import step_decay

rng = np.random.default_rng(5)
conc = rng.uniform(0, 4, size=(40, 3)).astype(np.float32)
lab = (np.log1p(conc) @ rng.normal(size=(3, 3)) + np.array([60, 5, -5])).astype(np.float32)

model = DyeMixer(jax.random.PRNGKey(2))
for epoch in range(9):
    lr = step_decay(0.02, epoch)
    model, loss = calibrate(model, conc, lab, lr)
    print(f"epoch {epoch} lr {lr:.4f} deltaE^2 {float(loss):.2f}")
