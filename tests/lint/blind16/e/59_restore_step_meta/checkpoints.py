import copy
import json

import jax
import numpy as np


class Snapshotter:
    """In-memory stand-in for a checkpoint manager: arrays plus a JSON metadata record."""

    def __init__(self):
        self.arrays = None
        self.metadata = None

    def save(self, state):
        self.arrays = jax.tree.map(np.asarray, (state.params, state.opt_state))
        self.metadata = json.dumps({"step": int(state.step)})

    def restore(self, template):
        params, opt_state = copy.deepcopy(self.arrays)
        meta = json.loads(self.metadata)
        return template.replace(step=meta["step"], params=params, opt_state=opt_state)
