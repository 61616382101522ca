import numpy as np
import jax
from train import tx, train_step, StepDecay

# morphological paradigm cell classification from character n-gram counts
rng = np.random.default_rng(47)
x = rng.poisson(1.0, size=(320, 50)).astype(np.float32)
y = (x[:, :7].argmax(1)).astype(np.int32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (50, 32)) * 0.1, "w2": jax.random.normal(k2, (32, 7)) * 0.1}
opt_state = tx.init(params)
callback = StepDecay()
for epoch in range(6):
    opt_state = callback.on_epoch_start(opt_state, epoch)
    for i in range(0, 320, 64):
        params, opt_state, loss = train_step(params, opt_state, x[i:i + 64], y[i:i + 64])
    print(epoch, float(opt_state.hyperparams["learning_rate"]), float(loss))
