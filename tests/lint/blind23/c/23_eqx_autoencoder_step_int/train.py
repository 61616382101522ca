import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.sgd(0.05)


def snr_curriculum(step, start_db=15.0, end_db=5.0, ramp=40):
    return start_db + (end_db - start_db) * min(step, ramp) / ramp


@eqx.filter_jit
def train_step(model, opt_state, key, step):
    m = model.enc.in_size
    k1, k2 = jax.random.split(key)
    labels = jax.random.randint(k1, (256,), 0, m)
    snr = snr_curriculum(step)
    sigma = jnp.sqrt(0.5 * 10 ** (-snr / 10))
    noise = sigma * jax.random.normal(k2, (256, model.dec.in_size))

    def loss_fn(mdl):
        logits = jax.vmap(mdl)(jax.nn.one_hot(labels, m), noise)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, loss
