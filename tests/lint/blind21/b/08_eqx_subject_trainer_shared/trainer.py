import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import SpikeDecoder, batched_logits

LR = 3e-3
optim = optax.adam(LR)


def loss_fn(model, X, y):
    logits = batched_logits(model, X)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def train_step(model, opt_state, X, y):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, X, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def fit_subject(X, y, key, n_steps=15):
    model = SpikeDecoder(X.shape[1], 4, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for _ in range(n_steps):
        model, opt_state, loss = train_step(model, opt_state, X, y)
    return model, float(loss)
