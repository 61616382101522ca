import jax.numpy as jnp
from flax import nnx


class PrunableLinear(nnx.Module):
    def __init__(self, d_in, d_out, rngs):
        self.linear = nnx.Linear(d_in, d_out, rngs=rngs)
        self.sparsity = 0.0

    def __call__(self, x):
        w = self.linear.kernel.value
        thr = jnp.quantile(jnp.abs(w), self.sparsity)
        w = jnp.where(jnp.abs(w) >= thr, w, 0.0)
        return x @ w + self.linear.bias.value


def set_sparsity(model, sparsity):
    for _, m in model.iter_modules():
        if isinstance(m, PrunableLinear):
            m.sparsity = sparsity
