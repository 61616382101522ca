import flax.serialization
import jax
import jax.numpy as jnp


class CheckpointManager:
    """Keeps the last `keep` checkpoints as serialized bytes (stand-in for a bucket)."""

    def __init__(self, keep=2):
        self.keep = keep
        self.saved = {}

    def save(self, step, params, opt_state):
        payload = {"step": jnp.asarray(step, jnp.int32), "params": params, "opt_state": opt_state}
        self.saved[step] = flax.serialization.to_bytes(payload)
        for old in sorted(self.saved)[:-self.keep]:
            del self.saved[old]

    def restore_latest(self, params, opt_state):
        if not self.saved:
            return 0, params, opt_state
        template = {"step": jnp.zeros((), jnp.int32), "params": params, "opt_state": opt_state}
        state = flax.serialization.from_bytes(template, self.saved[max(self.saved)])
        state = jax.tree_util.tree_map(jnp.asarray, state)
        return state["step"], state["params"], state["opt_state"]
