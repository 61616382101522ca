import jax
import jax.numpy as jnp
import optax

from model import rating_logits

tx = optax.adam(0.02)


def loss_fn(params, tokens, mask, labels):
    logits = rating_logits(params, tokens, mask)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@jax.jit
def review_train_step(params, opt_state, tokens, mask, labels):
    loss, g = jax.value_and_grad(loss_fn)(params, tokens, mask, labels)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def validate(params, tokens, mask, labels):
    logits = rating_logits(params, tokens=tokens, mask=mask)
    return float(jnp.mean(jnp.argmax(logits, -1) == labels))
