import numpy as np
import jax
from stream import badge_events, chunked
from model import net, opt, badge_anomaly_update

params = net.init(jax.random.PRNGKey(0), np.zeros((1, 5), np.float32))
opt_state = opt.init(params)
for day in range(3):
    for x, y in chunked(badge_events(250, seed=day), 64):
        params, opt_state, l = badge_anomaly_update(params, opt_state, x, y)
    print(day, float(l))
