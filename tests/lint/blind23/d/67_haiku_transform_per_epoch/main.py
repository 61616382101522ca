import jax
import numpy as np

from trainer import Trainer

rng = np.random.default_rng(0)
x = rng.normal(size=(128, 6)).astype(np.float32)
y = (x[:, 0] * 0.5 + np.sin(x[:, 1])).astype(np.float32)  # normalized learning gain

trainer = Trainer(hidden=16, lr=1e-2)
params, opt_state = trainer.init(jax.random.PRNGKey(0), x)
for epoch in range(4):
    params, opt_state = trainer.train_epoch(params, opt_state, x[:96], y[:96])
    print(epoch, "val mse", round(trainer.evaluate(params, x[96:], y[96:]), 4))
