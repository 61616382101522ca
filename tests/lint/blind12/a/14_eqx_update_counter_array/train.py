import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import with_step_incremented


def batch_loss(model, feats, labels):
    logits = jax.vmap(model)(feats)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@eqx.filter_jit
def train_step(model, opt_state, feats, labels, optimizer):
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, feats, labels)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def fit(model, optimizer, batches):
    opt_state = optimizer.init(eqx.filter(model, eqx.is_inexact_array))
    for feats, labels in batches:
        model, opt_state, loss = train_step(model, opt_state, feats, labels, optimizer)
        model = with_step_incremented(model)
        print(f"update {model.num_updates}: loss {float(loss):.4f}")
    return model
