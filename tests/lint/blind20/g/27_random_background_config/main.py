import functools

import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

from config import RenderConfig


class Field(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(32)(x))
        out = nn.Dense(4)(h)
        return nn.sigmoid(out[..., :3]), nn.softplus(out[..., 3])


field = Field()
tx = optax.adam(1e-3)


def composite(params, origins, dirs, cfg):
    t = jnp.linspace(cfg.near, cfg.far, cfg.n_samples)
    pts = origins[:, None] + dirs[:, None] * t[:, None]
    rgb, sigma = field.apply(params, pts)
    alpha = 1.0 - jnp.exp(-sigma * (cfg.far - cfg.near) / cfg.n_samples)
    trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha[:, :-1]], -1), -1)
    w = alpha * trans
    acc = jnp.sum(w, -1, keepdims=True)
    return jnp.sum(w[..., None] * rgb, 1) + (1.0 - acc) * jnp.asarray(cfg.background)


@functools.partial(jax.jit, static_argnums=(3,))
def train_step(params, opt_state, batch, cfg):
    fg, alpha_mask = batch["rgb"], batch["alpha"]
    target = fg * alpha_mask + (1.0 - alpha_mask) * jnp.asarray(cfg.background)
    loss, grads = jax.value_and_grad(
        lambda p: jnp.mean((composite(p, batch["origins"], batch["dirs"], cfg) - target) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
cfg = RenderConfig()
params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
opt_state = tx.init(params)
for step in range(5):
    batch = {
        "origins": rng.normal(size=(48, 3)).astype(np.float32),
        "dirs": rng.normal(size=(48, 3)).astype(np.float32),
        "rgb": rng.uniform(size=(48, 3)).astype(np.float32),
        "alpha": (rng.uniform(size=(48, 1)) > 0.5).astype(np.float32),
    }
    step_cfg = cfg.with_background(rng.uniform(size=3))
    params, opt_state, loss = train_step(params, opt_state, batch, step_cfg)
    print(step, float(loss))
