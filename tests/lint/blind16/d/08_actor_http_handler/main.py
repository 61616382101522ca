import json

import numpy as np

from policy import load_actor
from server import PolicyHandler

OBS_DIM, ACT_DIM = 6, 2


def fake_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        robots = int(rng.integers(1, 6))
        obs = rng.normal(size=(robots, OBS_DIM)).round(3).tolist()
        yield json.dumps({"observations": obs})


def main():
    actor, params = load_actor(OBS_DIM, ACT_DIM)
    handler = PolicyHandler(actor, params)
    for body in fake_requests(12):
        reply = json.loads(handler(body))
        print(len(reply["actions"]))


if __name__ == "__main__":
    main()
