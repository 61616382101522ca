import jax.numpy as jnp
import numpy as np
from train import tx, severability_step
from callbacks import ReduceOnPlateau

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(128, 16)).astype(np.float32))
y = jnp.asarray((rng.random(128) < 0.5).astype(np.float32))
params = {"w": jnp.zeros(16), "b": jnp.zeros(())}
opt_state = tx.init(params)
plateau = ReduceOnPlateau()
for epoch in range(8):
    for _ in range(5):
        params, opt_state, l = severability_step(params, opt_state, x, y)
    opt_state = plateau(float(l) if epoch < 2 else 1.0, opt_state)
    print(epoch, float(l), float(opt_state.hyperparams["learning_rate"]))
