import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def loss_fn(model, mel, wav, key):
    pred = model(mel, key)
    return jnp.mean(jnp.abs(pred - wav))


@eqx.filter_jit
def train_step(model, opt_state, mel, wav, key, optim):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, mel, wav, key)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def anneal_noise(model, step, total):
    scale = jnp.asarray(1.0 - step / total, jnp.float32)
    return eqx.tree_at(lambda m: m.noise_scale, model, scale)
