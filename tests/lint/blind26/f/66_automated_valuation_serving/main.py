import jax
import numpy as np
from model import avm
from server import handle

params = avm.init(jax.random.PRNGKey(0), np.zeros((1, 5), np.float32))
rng = np.random.default_rng(0)
for req_id, n in enumerate([3, 7, 3, 12, 1, 7]):
    request = {"properties": rng.normal(size=(n, 5)).tolist()}
    print(req_id, handle(params, request)[:3])
