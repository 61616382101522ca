from functools import partial
import jax
import jax.numpy as jnp
import optax
from model import CanopyNet

net = CanopyNet()
tx = optax.adam(1e-2)

@partial(jax.jit, static_argnames=("train",))
def forward(params, x, rng, train):
    return net.apply(params, x, train=train, rngs={"dropout": rng})

def loss_fn(params, x, y, rng):
    logits = forward(params, x, rng, train=True)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

def fit_epoch(params, opt_state, batches, rng):
    for x, y in batches:
        rng, sub = jax.random.split(rng)
        g = jax.grad(loss_fn)(params, x, y, sub)
        upd, opt_state = tx.update(g, opt_state)
        params = optax.apply_updates(params, upd)
    return params, opt_state, rng

def accuracy(params, x, y, rng):
    return float(jnp.mean(forward(params, x, rng, train=False).argmax(-1) == y))
