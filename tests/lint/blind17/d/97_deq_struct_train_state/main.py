import jax
import numpy as np
import optax

from deq import init_params, train_step
from state import SolverTrainState

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    tx = optax.adam(3e-3)
    state = SolverTrainState(params=params, opt_state=tx.init(params), tx=tx)
    for _ in range(5):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        y = np.sin(x.sum(1)).astype(np.float32)
        state, loss = train_step(state, x, y)
        print(int(state.step), float(loss))
