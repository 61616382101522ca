import jax.numpy as jnp
import numpy as np

from state import SnowState, tx
from train import train_epoch

rng = np.random.default_rng(2)
gr = jnp.asarray(rng.uniform(-0.08, 0.0, 200), jnp.float32)
depth = jnp.asarray(0.03 - 2.5 * np.asarray(gr) + rng.normal(0, 0.02, 200), jnp.float32)
params = {"a": jnp.float32(0.0), "b": jnp.float32(-1.0)}
state = SnowState(params=params, opt_state=tx.init(params))
for _ in range(5):
    state, loss = train_epoch(state, gr, depth)
    state = state.next_epoch()
    print(f"epoch {state.epoch}: a={float(state.params['a']):.3f} b={float(state.params['b']):.2f} mse={float(loss):.5f}")
