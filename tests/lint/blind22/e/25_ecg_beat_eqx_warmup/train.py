import equinox as eqx
import jax
import jax.numpy as jnp
import optax

WARMUP = 20


def loss_fn(model, beats, labels, label_smoothing):
    logits = jax.vmap(model)(beats)
    onehot = jax.nn.one_hot(labels, logits.shape[-1])
    onehot = onehot * (1 - label_smoothing) + label_smoothing / logits.shape[-1]
    return optax.softmax_cross_entropy(logits, onehot).mean()


@eqx.filter_jit
def train_step(model, opt_state, optim, beats, labels, step):
    warm = min(1.0, (step + 1) / WARMUP)
    smoothing = 0.1 * warm
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, beats, labels, smoothing)
    grads = jax.tree.map(lambda g: g * warm, grads)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss
