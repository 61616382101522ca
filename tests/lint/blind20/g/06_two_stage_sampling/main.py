import functools
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from sampling import sample_pdf, volume_weights


@dataclass
class Config:
    n_coarse: int = 8
    n_fine_warmup: int = 4
    n_fine: int = 16
    warmup_steps: int = 3
    near: float = 2.0
    far: float = 6.0
    steps: int = 6

    def n_fine_at(self, step):
        return self.n_fine_warmup if step < self.warmup_steps else self.n_fine


class Field(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(32)(x))
        out = nn.Dense(4)(h)
        return nn.sigmoid(out[..., :3]), nn.softplus(out[..., 3])


cfg = Config()
field = Field()
params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)


def render(params, key, origins, dirs, n_fine):
    t = jnp.broadcast_to(jnp.linspace(cfg.near, cfg.far, cfg.n_coarse), origins.shape[:1] + (cfg.n_coarse,))
    pts = origins[:, None] + dirs[:, None] * t[..., None]
    rgb, sigma = field.apply(params, pts)
    w = jax.lax.stop_gradient(volume_weights(sigma, t))
    t_fine = jnp.sort(jnp.concatenate([t, sample_pdf(key, t, w, n_fine)], -1), -1)
    pts = origins[:, None] + dirs[:, None] * t_fine[..., None]
    rgb, sigma = field.apply(params, pts)
    return jnp.sum(volume_weights(sigma, t_fine)[..., None] * rgb, axis=1)


@functools.partial(jax.jit, static_argnames=("n_fine",))
def train_step(params, opt_state, key, origins, dirs, target, n_fine):
    loss_fn = lambda p: jnp.mean((render(p, key, origins, dirs, n_fine) - target) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


key = jax.random.PRNGKey(1)
for step in range(cfg.steps):
    key, k_data, k_sample = jax.random.split(key, 3)
    origins = jax.random.normal(k_data, (32, 3))
    dirs = origins / jnp.linalg.norm(origins, axis=-1, keepdims=True)
    target = jax.random.uniform(k_data, (32, 3))
    params, opt_state, loss = train_step(params, opt_state, k_sample, origins, dirs, target,
                                         n_fine=cfg.n_fine_at(step))
    print(step, float(loss))
