import jax
import jax.numpy as jnp
import optax

optimizer = optax.sgd(0.05)


def frame_loss(adapter, base_w, feats, labels):
    x = feats * adapter["scale"] + adapter["bias"]
    logits = x @ base_w
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@jax.jit
def adapt_step(adapter, opt_state, base_w, feats, labels):
    loss, grads = jax.value_and_grad(frame_loss)(adapter, base_w, feats, labels)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(adapter, updates), opt_state, loss


def init_adapter(n_mels):
    return {"scale": jnp.ones((n_mels,)), "bias": jnp.zeros((n_mels,))}
