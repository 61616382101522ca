"""A flax linen ``TrainState`` step, its arguments built by an example factory.

    jaxcheck run examples/models/flax_train_state.py:train_step

``TrainState.create`` leaves ``step`` a Python int ``0``; after one update it is a
weak ``i32[]`` array, so the second call hits. But a state restored from a
checkpoint holds a *strong* ``i32[]`` step, and that recompiles (weak_type of
``state.step``). The learning rate arrives as ``1`` and later ``0.7``: a weak int
then a weak float, another compile (scalar_type of ``lr``). The parameters and
the momentum are varied as one group each (``state.params``,
``state.opt_state[0].trace``), not leaf by leaf.
"""

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

import jaxcheck


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(10)(nn.relu(nn.Dense(32)(x)))


def make_example(B=4):
    model = CNN()
    params = model.init(jax.random.key(0), jnp.ones((1, 8, 8, 1)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.sgd(0.1, momentum=0.9))
    batch = {"image": jnp.ones((B, 8, 8, 1)), "label": jnp.zeros((B,), jnp.int32)}
    return (state, batch, 1)


# the learning rate and the step counter must never recompile a running job
@jaxcheck.entrypoint(example=make_example,
                     expect={"scalar_type": "hit", "weak_type": {"state.step": "hit"}})
@jax.jit
def train_step(state, batch, lr):
    def loss(params):
        logits = state.apply_fn({"params": params}, batch["image"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()

    grads = jax.grad(loss)(state.params)
    return state.apply_gradients(grads=jax.tree_util.tree_map(lambda g: g * lr, grads))
