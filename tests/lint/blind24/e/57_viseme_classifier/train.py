import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.1, momentum=0.9)


def _cross_entropy(params, batch):
    mouth, label = batch
    logits = mouth @ params["w"] + params["b"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, label).mean()


@jax.jit
def train_step(params, opt_state, batch):
    loss, g = jax.value_and_grad(_cross_entropy)(params, batch)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def viseme_loss(params, batch):
    return _cross_entropy(params, batch)


def fit_epoch(params, opt_state, batches):
    for batch in batches:
        params, opt_state, _ = train_step(params, opt_state, batch)
    return params, opt_state


def evaluate(params, batches):
    return sum(float(viseme_loss(params, b)) for b in batches)
