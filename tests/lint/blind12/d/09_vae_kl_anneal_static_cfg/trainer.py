import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import optax

from vae import decode, encode


@dataclasses.dataclass(frozen=True)
class LossConfig:
    beta: float = 1.0
    free_bits: float = 0.0


def elbo_loss(params, x, key, cfg: LossConfig):
    mu, log_var = encode(params, x)
    z = mu + jnp.exp(0.5 * log_var) * jax.random.normal(key, mu.shape)
    recon = jnp.sum((decode(params, z) - x) ** 2, axis=-1)
    kl = 0.5 * jnp.sum(jnp.exp(log_var) + mu ** 2 - 1.0 - log_var, axis=-1)
    kl = jnp.maximum(kl, cfg.free_bits)
    return jnp.mean(recon + cfg.beta * kl)


class VAETrainer:
    def __init__(self, params, lr=1e-3, warmup_epochs=10):
        self.params = params
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(params)
        self.warmup_epochs = warmup_epochs
        self.loss_cfg = LossConfig(beta=0.0, free_bits=0.1)

    @partial(jax.jit, static_argnums=(0, 4))
    def _train_step(self, params, opt_state, batch, cfg, key):
        loss, grads = jax.value_and_grad(elbo_loss)(params, batch, key, cfg)
        updates, opt_state = self.tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    def on_epoch_start(self, epoch):
        beta = min(1.0, epoch / self.warmup_epochs)
        self.loss_cfg = dataclasses.replace(self.loss_cfg, beta=beta)

    def fit_epoch(self, batches, key):
        losses = []
        for batch in batches:
            key, sub = jax.random.split(key)
            self.params, self.opt_state, loss = self._train_step(
                self.params, self.opt_state, batch, self.loss_cfg, sub)
            losses.append(loss)
        return float(jnp.mean(jnp.stack(losses)))
