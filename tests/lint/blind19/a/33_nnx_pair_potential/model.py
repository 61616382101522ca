import jax.numpy as jnp
from flax import nnx


class PairPotential(nnx.Module):
    """Learned pair potential V(r) with a short warm-up on the repulsive prior."""

    def __init__(self, hidden, rngs, warmup_calls=3):
        self.l1 = nnx.Linear(1, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.warmup_calls = warmup_calls
        self.calls = 0

    def __call__(self, r):
        self.calls += 1
        prior = (1.0 / r) ** 12
        h = nnx.silu(self.l1(1.0 / r))
        h = nnx.silu(self.l2(h))
        mix = jnp.minimum(self.calls / self.warmup_calls, 1.0)
        return (1.0 - mix) * prior + mix * self.out(h)
