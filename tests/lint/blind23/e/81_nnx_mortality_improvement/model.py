from flax import nnx
import jax
import jax.numpy as jnp


class MortalityImprovement(nnx.Module):
    def __init__(self, rngs):
        self.age_effect = nnx.Linear(1, 8, rngs=rngs)
        self.head = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, age):
        return self.head(nnx.tanh(self.age_effect(age)))[:, 0]


@nnx.jit
def sgd_step(model, ages, improvement, lr):
    def loss(m):
        return jnp.mean((m(ages) - improvement) ** 2)
    l, grads = nnx.value_and_grad(loss)(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads))
    return l
