from functools import partial
import jax
import optax
from model import ClauseMLP

model = ClauseMLP()
tx = optax.sgd(0.1)

@partial(jax.jit, static_argnames=("train",))
def forward(params, x, rng, train):
    return model.apply({"params": params}, x, train=train, rngs={"dropout": rng})

def loss_fn(params, x, y, rng):
    logits = forward(params, x, rng, train=True)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
