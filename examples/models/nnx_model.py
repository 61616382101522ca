"""A flax nnx model passed to a jitted step, its arguments built by an example factory.

    jaxcheck run examples/models/nnx_model.py:loss_step

An nnx module is a pytree (flax >= 0.11): its ``Param`` values are leaves, and its
plain attributes (``in_features``, ``use_bias``, the ``Dropout`` rate) are static,
part of the pytree's structure. jaxcheck varies the parameters as one group
(``model``), finds each static attribute by changing its value (a recompile, by
design), and varies the batch and the ``temperature`` one by one: given as ``1``,
then ``0.7``, it compiles again (scalar_type).
"""

import jax
import jax.numpy as jnp
from flax import nnx

import jaxcheck


class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.hidden = nnx.Linear(16, 32, rngs=rngs)
        self.out = nnx.Linear(32, 4, rngs=rngs)

    def __call__(self, x):
        return self.out(jax.nn.relu(self.hidden(x)))


def make_example(B=8):
    model = Classifier(nnx.Rngs(0))
    return (model, jnp.ones((B, 16)), jnp.zeros((B,), jnp.int32), 1)


@jaxcheck.entrypoint(example=make_example, expect={"scalar_type": "hit"})
@jax.jit
def loss_step(model, x, labels, temperature):
    logits = model(x) / temperature
    return -jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1).mean()
