import copy

import jax
import jax.numpy as jnp


class InMemoryCheckpointer:
    """Keeps the latest N checkpoints; mirrors the on-disk manager's API."""

    def __init__(self, keep=2):
        self.keep = keep
        self._store = {}

    def save(self, state, metadata):
        host_state = jax.device_get(state)
        self._store[int(metadata["step"])] = {
            "params": host_state.params,
            "opt_state": host_state.opt_state,
            "step": host_state.step,
            "meta": copy.deepcopy(metadata),
        }
        for old in sorted(self._store)[:-self.keep]:
            del self._store[old]

    def latest_step(self):
        return max(self._store) if self._store else None

    def restore(self, state, step=None):
        step = self.latest_step() if step is None else step
        ckpt = self._store[step]
        return state.replace(
            step=jnp.asarray(ckpt["step"], dtype=jnp.int32),
            params=ckpt["params"],
            opt_state=ckpt["opt_state"],
        ), ckpt["meta"]
