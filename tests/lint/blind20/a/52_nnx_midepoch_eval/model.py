import jax.numpy as jnp
from flax import nnx


class LaneConditionedPredictor(nnx.Module):
    def __init__(self, hist, n_lanes, fut, hidden, rngs):
        self.agent_enc = nnx.Linear(hist * 2, hidden, rngs=rngs)
        self.lane_enc = nnx.Linear(n_lanes * 2, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.norm = nnx.LayerNorm(hidden, rngs=rngs)
        self.head = nnx.Linear(hidden, fut * 2, rngs=rngs)
        self.fut = fut

    def __call__(self, past, lanes):
        h = self.agent_enc(past.reshape(past.shape[0], -1)) + self.lane_enc(lanes.reshape(lanes.shape[0], -1))
        h = self.drop(nnx.relu(self.norm(h)))
        return self.head(h).reshape(-1, self.fut, 2)
