import jax
import jax.numpy as jnp
import numpy as np

from train import net, tx, risk_step, step_decay

rng = np.random.default_rng(19)
X = rng.normal(size=(160, 7)).astype(np.float32)  # ACWR, monotony, strain, sleep, soreness, age, prior injury
y = (X[:, 0] + 0.5 * X[:, 6] + rng.normal(0, 1, 160) > 1.0).astype(np.float32)

params = net.init(jax.random.PRNGKey(1), jnp.zeros((1, 7)))
opt_state = tx.init(params)
history = []
for epoch in range(6):
    for i in range(0, 160, 40):
        params, opt_state, l = risk_step(params, opt_state, X[i:i + 40], y[i:i + 40])
    history.append(float(l))
    opt_state = step_decay(opt_state, epoch + 1)
    print(epoch, round(history[-1], 4), float(opt_state.hyperparams["learning_rate"]))
