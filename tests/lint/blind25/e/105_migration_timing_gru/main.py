import numpy as np
import jax
from rnn import init_params, gru_window

rng = np.random.default_rng(81)
params = init_params(jax.random.PRNGKey(0))
flow = rng.normal(size=(5, 14, 3)).astype(np.float32)
hidden = None
for week in range(5):
    hidden, run_index = gru_window(params, flow[week], hidden)
    print("window", week, round(float(run_index[-1]), 4))
