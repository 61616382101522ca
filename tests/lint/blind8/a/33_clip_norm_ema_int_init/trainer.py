import jax
import jax.numpy as jnp
import optax


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(tree)))


def make_update(loss_fn, tx, clip_factor=2.0, ema_decay=0.9):
    @jax.jit
    def update(params, opt_state, batch, norm_ema):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        norm = global_norm(grads)
        # clip spikes relative to the running gradient-norm average (ignored before the first update)
        limit = jnp.where(norm_ema > 0, clip_factor * norm_ema, norm)
        grads = jax.tree_util.tree_map(lambda g: g * jnp.minimum(1.0, limit / (norm + 1e-6)), grads)
        updates, opt_state = tx.update(grads, opt_state, params)
        new_ema = jnp.where(norm_ema > 0, ema_decay * norm_ema + (1 - ema_decay) * norm, norm)
        return optax.apply_updates(params, updates), opt_state, loss, new_ema
    return update


class SpikeClippedTrainer:
    def __init__(self, loss_fn, params, learning_rate=1e-2):
        self.tx = optax.sgd(learning_rate, momentum=0.9)
        self.params = params
        self.opt_state = self.tx.init(params)
        self.update = make_update(loss_fn, self.tx)
        self.norm_ema = 0

    def train_step(self, batch):
        self.params, self.opt_state, loss, ema = self.update(
            self.params, self.opt_state, batch, self.norm_ema)
        self.norm_ema = float(ema)
        return float(loss)
