import numpy as np
import jax
from data import synth_flows, batches
from model import net, tx, flow_step

flows = synth_flows(256)
rng = np.random.default_rng(1)
params = net.init(jax.random.PRNGKey(0), np.zeros((1, 8, 2), np.float32), np.array([8], np.int32))
opt_state = tx.init(params)
for epoch in range(2):
    for x, lengths, y in batches(flows, 64, rng):
        params, opt_state, l = flow_step(params, opt_state, x, lengths, y)
    print(epoch, float(l))
