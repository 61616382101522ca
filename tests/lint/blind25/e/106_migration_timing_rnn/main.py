import numpy as np
import jax
from rnn import init_params, rnn_window, initial_state

rng = np.random.default_rng(82)
params = init_params(jax.random.PRNGKey(1))
flow = rng.normal(size=(5, 14, 3)).astype(np.float32)
hidden = initial_state()
for week in range(5):
    hidden, idx = rnn_window(params, flow[week], hidden)
    print("window", week, round(float(idx[-1]), 4))
