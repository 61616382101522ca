import jax.numpy as jnp
from flax import nnx


class ChurnScorer(nnx.Module):
    def __init__(self, n_features, temperature, rngs):
        self.linear = nnx.Linear(n_features, 1, rngs=rngs)
        self.temperature = temperature

    def __call__(self, x):
        return self.linear(x).squeeze(-1) / self.temperature


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
