import numpy as np
import jax
from kpi_store import daily_traces, SAMPLES_PER_DAY
from net import autoencoder, opt, ae_update

params = autoencoder.init(jax.random.PRNGKey(0), np.zeros((SAMPLES_PER_DAY, 3), np.float32))
opt_state = opt.init(params)
for day, trace in enumerate(daily_traces(6)):
    params, opt_state, l = ae_update(params, opt_state, trace)
    print(day, trace.shape[0], float(l))
