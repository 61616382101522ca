import jax
import numpy as np

from checkpoint import restore, save
from model import assoc_step, net, tx

rng = np.random.default_rng(102)
# pick pair features: time difference, back-azimuth difference, amplitude ratio, distance
x = rng.normal(size=(256, 4)).astype(np.float32)
y = (np.abs(x[:, 0]) + np.abs(x[:, 1]) < 1.2).astype(np.float32)
variables = net.init(jax.random.PRNGKey(0), x[:1])
opt_state = tx.init(variables)
for session in range(3):
    for i in range(0, 256, 64):
        variables, opt_state, loss = assoc_step(variables, opt_state, x[i:i + 64], y[i:i + 64])
    print(session, float(loss))
    variables = restore(save(variables))
    opt_state = tx.init(variables)
