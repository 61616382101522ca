import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import optax

from models import Discriminator, Generator


@dataclasses.dataclass(frozen=True)
class GANConfig:
    latent_dim: int = 8
    label_smoothing: float = 0.0
    instance_noise: float = 0.1
    d_steps: int = 1


gen = Generator()
disc = Discriminator()


def bce(logits, target):
    return optax.sigmoid_binary_cross_entropy(logits, jnp.full_like(logits, target)).mean()


@partial(jax.jit, static_argnames=("cfg", "tx_g", "tx_d"))
def gan_step(g_params, d_params, g_opt, d_opt, real, key, cfg, tx_g, tx_d):
    kz, kn1, kn2 = jax.random.split(key, 3)
    z = jax.random.normal(kz, (real.shape[0], cfg.latent_dim))

    def d_loss(dp):
        fake = gen.apply(g_params, z)
        real_n = real + cfg.instance_noise * jax.random.normal(kn1, real.shape)
        fake_n = fake + cfg.instance_noise * jax.random.normal(kn2, fake.shape)
        return (bce(disc.apply(dp, real_n), 1.0 - cfg.label_smoothing)
                + bce(disc.apply(dp, fake_n), 0.0))

    def g_loss(gp):
        return bce(disc.apply(d_params, gen.apply(gp, z)), 1.0)

    dl, dg = jax.value_and_grad(d_loss)(d_params)
    upd, d_opt = tx_d.update(dg, d_opt, d_params)
    d_params = optax.apply_updates(d_params, upd)
    gl, gg = jax.value_and_grad(g_loss)(g_params)
    upd, g_opt = tx_g.update(gg, g_opt, g_params)
    g_params = optax.apply_updates(g_params, upd)
    return g_params, d_params, g_opt, d_opt, {"d_loss": dl, "g_loss": gl}


class GANTrainer:
    def __init__(self, cfg, key, data_dim=16):
        self.cfg = cfg
        kg, kd = jax.random.split(key)
        self.g_params = gen.init(kg, jnp.zeros((1, cfg.latent_dim)))
        self.d_params = disc.init(kd, jnp.zeros((1, data_dim)))
        self.tx_g = optax.adam(2e-4, b1=0.5)
        self.tx_d = optax.adam(2e-4, b1=0.5)
        self.g_opt = self.tx_g.init(self.g_params)
        self.d_opt = self.tx_d.init(self.d_params)

    def on_epoch_start(self, epoch, total_epochs):
        # anneal instance noise linearly to zero over training
        noise = 0.1 * (1.0 - epoch / total_epochs)
        self.cfg = dataclasses.replace(self.cfg, instance_noise=noise)

    def train_step(self, batch, key):
        (self.g_params, self.d_params, self.g_opt, self.d_opt, metrics) = gan_step(
            self.g_params, self.d_params, self.g_opt, self.d_opt, batch, key,
            cfg=self.cfg, tx_g=self.tx_g, tx_d=self.tx_d)
        return metrics
