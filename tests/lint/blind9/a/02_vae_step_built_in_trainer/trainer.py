import jax
import jax.numpy as jnp
import optax

from model import elbo


def make_train_step(optimizer):
    def train_step(params, opt_state, batch, key, beta):
        loss, grads = jax.value_and_grad(elbo)(params, batch, key, beta)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)


class VAETrainer:
    def __init__(self, params, learning_rate=1e-3, warmup_epochs=4):
        self.optimizer = optax.adam(learning_rate)
        self.params = params
        self.opt_state = self.optimizer.init(params)
        self.warmup_epochs = warmup_epochs
        self._step = make_train_step(self.optimizer)

    def beta(self, epoch):
        # keep beta an f32 array so the annealing value stays a traced input
        return jnp.asarray(min(1.0, (epoch + 1) / self.warmup_epochs), dtype=jnp.float32)

    def fit_epoch(self, epoch, batches, key):
        beta = self.beta(epoch)
        losses = []
        for batch in batches:
            key, sub = jax.random.split(key)
            self.params, self.opt_state, loss = self._step(
                self.params, self.opt_state, batch, sub, beta)
            losses.append(loss)
        return key, jnp.stack(losses).mean()
