import numpy as np
import jax
from state import create_state, train_step

# word-order typology from WALS-style binary features; learning rate warms up then decays
rng = np.random.default_rng(28)
feats = rng.integers(0, 2, size=(240, 40)).astype(np.float32)
order = (feats[:, :6] * np.arange(1, 7)).argmax(1).astype(np.int32)
TOTAL = 25
state = create_state(jax.random.PRNGKey(0), 40, 6, TOTAL)
for step in range(TOTAL):
    state, loss = train_step(state, feats, order)
print(int(state.step), float(loss))
