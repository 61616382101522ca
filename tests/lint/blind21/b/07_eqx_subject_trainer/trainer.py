import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import SpikeDecoder, batched_logits


def fit_subject(X, y, key, n_steps=15, lr=3e-3):
    model = SpikeDecoder(X.shape[1], 4, key)
    optim = optax.adam(lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))

    @eqx.filter_jit
    def train_step(model, opt_state, X, y):
        def loss_fn(m):
            logits = batched_logits(m, X)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    for _ in range(n_steps):
        model, opt_state, loss = train_step(model, opt_state, X, y)
    return model, float(loss)
