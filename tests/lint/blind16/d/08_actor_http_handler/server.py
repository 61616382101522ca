import json

import jax
import numpy as np

MAX_ROBOTS = 8


class PolicyHandler:
    def __init__(self, actor, params):
        self.params = params
        self._apply = jax.jit(actor.apply)

    def __call__(self, body: str) -> str:
        request = json.loads(body)
        obs = np.asarray(request["observations"], np.float32)
        n = obs.shape[0]
        padded = np.zeros((MAX_ROBOTS, obs.shape[1]), np.float32)
        padded[:n] = obs
        actions = self._apply(self.params, padded)[:n]
        return json.dumps({"actions": np.asarray(actions).tolist()})
