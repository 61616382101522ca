import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, model, lr=2e-3, seed=0):
        self.optim = optax.adamw(lr)
        self.model = model
        self.opt_state = self.optim.init(eqx.filter(model, eqx.is_array))
        self.key = jax.random.PRNGKey(seed)
        self.step = jnp.zeros((), jnp.int32)

    def fit_batch(self, x, y):
        self.key, sub = jax.random.split(self.key)
        self.model, self.opt_state, loss = wearable_step(self.model, self.opt_state, x, y, self.step, sub, self.optim)
        self.step = self.step + 1
        return loss


@eqx.filter_jit
def wearable_step(model, opt_state, x, y, step, key, optim):
    noise_scale = 0.05 * jnp.exp(-step / 20.0)
    x = x + noise_scale * jax.random.normal(key, x.shape)

    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
