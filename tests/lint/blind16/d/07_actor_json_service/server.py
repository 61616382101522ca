import json

import jax
import numpy as np


class PolicyHandler:
    def __init__(self, actor, params):
        self.params = params
        self._apply = jax.jit(actor.apply)

    def __call__(self, body: str) -> str:
        request = json.loads(body)
        obs = np.asarray(request["observations"], np.float32)
        actions = self._apply(self.params, obs)
        return json.dumps({"actions": np.asarray(actions).tolist()})
