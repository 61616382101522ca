"""A real equinox + optax training step, its arguments built by an example factory.

    jaxcheck run examples/models/equinox_train.py:train_step

``make_example`` builds what production passes: a model (with a static field,
``dropout_rate``), adam's state, a batch and the learning rate. jaxcheck varies every
leaf from a copy of it: the model's parameters and each adam moment as one group,
the static fields once per class, the batch and the scalars one by one. It finds:

* ``lr``: ``eqx.filter_jit`` keeps a Python number static, so *every new learning
  rate compiles again* (value: recompile, unexpected), and ``1`` then ``0.7``
  too (scalar_type). Pass it as ``jnp.asarray(lr)``;
* the static fields (``model.dropout_rate``, ``Linear.in_features``): a new value
  recompiles, by design.
"""

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

import jaxcheck


class MLP(eqx.Module):
    layers: list
    dropout_rate: float = eqx.field(static=True)

    def __init__(self, key, width=32, dropout_rate=0.0):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(16, width, key=k1), eqx.nn.Linear(width, 4, key=k2)]
        self.dropout_rate = dropout_rate

    def __call__(self, x):
        x = jax.nn.relu(self.layers[0](x)) * (1.0 - self.dropout_rate)
        return self.layers[1](x)


optimizer = optax.adam(1e-3)


def make_example(B=8):
    """The arguments of one training step, as the training loop passes them."""
    model = MLP(jax.random.key(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    batch = {"x": jnp.ones((B, 16)), "y": jnp.zeros((B,), jnp.int32)}
    return (model, opt_state, batch, 1)  # lr = 1: a Python int, as a schedule might give


@jaxcheck.entrypoint(example=make_example)
@eqx.filter_jit
def train_step(model, opt_state, batch, lr):
    def loss(m):
        logits = jax.vmap(m)(batch["x"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()

    value, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optimizer.update(grads, opt_state, model)
    updates = jax.tree_util.tree_map(lambda u: u * lr, updates)
    return eqx.apply_updates(model, updates), opt_state, value
