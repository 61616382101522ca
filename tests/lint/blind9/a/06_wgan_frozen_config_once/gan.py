import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import optax

from models import Discriminator, Generator


@dataclasses.dataclass(frozen=True)
class WGANConfig:
    latent_dim: int = 8
    gp_weight: float = 10.0
    n_critic: int = 2
    lr: float = 1e-4


gen = Generator()
critic = Discriminator()


def gradient_penalty(d_params, real, fake, key):
    eps = jax.random.uniform(key, (real.shape[0], 1))
    mixed = eps * real + (1 - eps) * fake
    grads = jax.grad(lambda x: critic.apply(d_params, x).sum())(mixed)
    return jnp.mean((jnp.linalg.norm(grads, axis=-1) - 1.0) ** 2)


@partial(jax.jit, static_argnames=("cfg",))
def wgan_step(g_params, d_params, g_opt, d_opt, real, key, noise_scale, cfg):
    tx = optax.adam(cfg.lr, b1=0.0, b2=0.9)
    z_key, gp_key, n_key = jax.random.split(key, 3)
    z = jax.random.normal(z_key, (real.shape[0], cfg.latent_dim))
    real = real + noise_scale * jax.random.normal(n_key, real.shape)

    def critic_loss(dp):
        fake = gen.apply(g_params, z)
        w = critic.apply(dp, fake).mean() - critic.apply(dp, real).mean()
        return w + cfg.gp_weight * gradient_penalty(dp, real, fake, gp_key)

    for _ in range(cfg.n_critic):
        dl, dg = jax.value_and_grad(critic_loss)(d_params)
        upd, d_opt = tx.update(dg, d_opt, d_params)
        d_params = optax.apply_updates(d_params, upd)

    gl, gg = jax.value_and_grad(lambda gp: -critic.apply(d_params, gen.apply(gp, z)).mean())(g_params)
    upd, g_opt = tx.update(gg, g_opt, g_params)
    g_params = optax.apply_updates(g_params, upd)
    return g_params, d_params, g_opt, d_opt, {"critic": dl, "gen": gl}


class WGANTrainer:
    def __init__(self, cfg, key, data_dim=16, total_epochs=5):
        self.cfg = cfg
        kg, kd = jax.random.split(key)
        self.g_params = gen.init(kg, jnp.zeros((1, cfg.latent_dim)))
        self.d_params = critic.init(kd, jnp.zeros((1, data_dim)))
        tx = optax.adam(cfg.lr, b1=0.0, b2=0.9)
        self.g_opt, self.d_opt = tx.init(self.g_params), tx.init(self.d_params)
        self.noise_schedule = optax.linear_schedule(0.1, 0.0, total_epochs)
        self.noise_scale = self.noise_schedule(0)

    def on_epoch_start(self, epoch):
        self.noise_scale = self.noise_schedule(epoch)

    def train_step(self, batch, key):
        (self.g_params, self.d_params, self.g_opt, self.d_opt, metrics) = wgan_step(
            self.g_params, self.d_params, self.g_opt, self.d_opt, batch, key,
            self.noise_scale, cfg=self.cfg)
        return metrics
