import jax
import jax.numpy as jnp
import optax

from model import BeadNet

model = BeadNet()
tx = optax.adam(5e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    g = jax.grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state


@jax.jit
def eval_step(params, x, y, w):
    pred = model.apply(params, x).argmax(-1)
    return jnp.sum((pred == y) * w), jnp.sum(w)
