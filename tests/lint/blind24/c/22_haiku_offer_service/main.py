import jax
import numpy as np
from net import forward
from server import OfferServer

params = forward.init(jax.random.PRNGKey(0), np.zeros((1, 10), np.float32))
server = OfferServer(params, 10)
server.warmup()

rng = np.random.default_rng(9)
for n_rows in [3, 16, 7, 11, 1]:
    rows = rng.normal(size=(n_rows, 10))
    probs = server.predict(rows)
    print(n_rows, np.round(probs[:3], 3))
