import json

import jax
import numpy as np

from handler import NUM_CANDIDATES, GraspHandler
from model import init_scorer

FEAT = 16


def client_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        body = {"features": rng.normal(size=(NUM_CANDIDATES, FEAT)).round(3).tolist()}
        if rng.uniform() < 0.7:
            body["temperature"] = round(float(rng.uniform(0.2, 2.0)), 2)
        yield json.dumps(body)


def main():
    handler = GraspHandler(init_scorer(jax.random.PRNGKey(0), FEAT), FEAT)
    for body in client_requests(8):
        print(handler.handle(body))


if __name__ == "__main__":
    main()
