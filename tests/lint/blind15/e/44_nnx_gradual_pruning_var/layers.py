import jax.numpy as jnp
from flax import nnx


class PruningState(nnx.Variable):
    pass


class PrunableLinear(nnx.Module):
    def __init__(self, d_in, d_out, rngs):
        self.linear = nnx.Linear(d_in, d_out, rngs=rngs)
        self.sparsity = PruningState(jnp.zeros((), jnp.float32))

    def __call__(self, x):
        w = self.linear.kernel.value
        thr = jnp.quantile(jnp.abs(w), self.sparsity.value)
        w = jnp.where(jnp.abs(w) >= thr, w, 0.0)
        return x @ w + self.linear.bias.value


def set_sparsity(model, sparsity):
    for _, m in model.iter_modules():
        if isinstance(m, PrunableLinear):
            m.sparsity.value = jnp.asarray(sparsity, jnp.float32)
