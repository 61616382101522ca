import json

import jax
import numpy as np

from model import forward
from server import YieldEndpoint

N_FEAT = 9


def request_stream(seed=0):
    rng = np.random.default_rng(seed)
    for i, n in enumerate([3, 7, 3, 12, 7, 1, 12, 3]):  # wafers split off a lot for early dispositioning
        yield json.dumps({"lot": f"L{i:03d}", "features": rng.normal(size=(n, N_FEAT)).round(3).tolist()})


def main():
    params = forward.init(jax.random.PRNGKey(0), np.zeros((1, N_FEAT), np.float32))
    ep = YieldEndpoint(params)
    for payload in request_stream():
        resp = json.loads(ep.handle(payload))
        print(resp["lot"], len(resp["predicted_yield"]), resp["worst_wafer"])


if __name__ == "__main__":
    main()
