import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class PSDNet(eqx.Module):
    conv: eqx.nn.Conv1d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv1d(1, 8, 9, key=k1)
        self.head = eqx.nn.Linear(8, 2, key=k2)

    def __call__(self, pulse):
        pulse = pulse / (jnp.max(pulse) + 1e-6)
        h = jax.nn.relu(self.conv(pulse[None, :]))
        return self.head(jnp.mean(h, axis=1))


opt = optax.adam(1e-3)


@eqx.filter_jit
def psd_step(model, state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, state = opt.update(g, state)
    return eqx.apply_updates(model, upd), state, loss
