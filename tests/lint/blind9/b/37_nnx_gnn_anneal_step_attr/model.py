import jax
import jax.numpy as jnp
from flax import nnx


class SoftEdgeGNN(nnx.Module):
    """Message passing with learned edge gates; the gate temperature is annealed over training."""

    def __init__(self, din, hidden, rngs, tau_start=1.0, tau_min=0.3, anneal_rate=0.1):
        self.encode = nnx.Linear(din, hidden, rngs=rngs)
        self.gate = nnx.Linear(2 * hidden, 1, rngs=rngs)
        self.update = nnx.Linear(2 * hidden, hidden, rngs=rngs)
        self.readout = nnx.Linear(hidden, 1, rngs=rngs)
        self.tau_start = tau_start
        self.tau_min = tau_min
        self.anneal_rate = anneal_rate
        self.updates_seen = 0

    @property
    def temperature(self):
        return max(self.tau_min, self.tau_start - self.anneal_rate * self.updates_seen)

    def __call__(self, x, senders, receivers):
        h = nnx.relu(self.encode(x))
        pair = jnp.concatenate([h[senders], h[receivers]], -1)
        g = jax.nn.sigmoid(self.gate(pair)[:, 0] / self.temperature)
        msg = jax.ops.segment_sum(g[:, None] * h[senders], receivers, num_segments=x.shape[0])
        h = nnx.relu(self.update(jnp.concatenate([h, msg], -1)))
        return self.readout(h)[:, 0]
