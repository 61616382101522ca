import jax.numpy as jnp
from flax import nnx


class SurrogateMLP(nnx.Module):
    """Tiny surrogate for an expensive simulator, scored on held-out runs."""

    def __init__(self, d_in, d_hidden, rngs):
        self.hidden = nnx.Linear(d_in, d_hidden, rngs=rngs)
        self.out = nnx.Linear(d_hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.tanh(self.hidden(x)))[:, 0]


class ErrorTracker(nnx.Module):
    def __init__(self):
        self.sq_err = nnx.Variable(jnp.zeros(()))
        self.abs_err = nnx.Variable(jnp.zeros(()))
        self.n_seen = nnx.Variable(jnp.zeros((), jnp.int32))
        self.batches = nnx.Variable(jnp.zeros((), jnp.int32))

    def summary(self):
        n = self.n_seen[...]
        return {"rmse": float(jnp.sqrt(self.sq_err[...] / n)),
                "mae": float(self.abs_err[...] / n), "batches": int(self.batches[...])}
