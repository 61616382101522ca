import jax
import jax.numpy as jnp
import numpy as np

from datasets import blender_batch, llff_batch


@jax.jit
def render_loss(params, batch, background=None):
    t = jnp.linspace(2.0, 6.0, 8)
    pts = batch["origins"][:, None] + batch["dirs"][:, None] * t[:, None]
    out = jnp.tanh(pts @ params["w1"]) @ params["w2"]
    rgb, sigma = jax.nn.sigmoid(out[..., :3]), jax.nn.softplus(out[..., 3])
    alpha = 1.0 - jnp.exp(-sigma * 0.5)
    trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1 - alpha[:, :-1]], -1), -1)
    w = alpha * trans
    color = jnp.sum(w[..., None] * rgb, 1)
    if background is not None:
        color = color + (1.0 - jnp.sum(w, -1, keepdims=True)) * background
    return jnp.mean((color - batch["rgb"]) ** 2)


key = jax.random.PRNGKey(0)
params = {"w1": jax.random.normal(key, (3, 32)) * 0.3, "w2": jax.random.normal(jax.random.fold_in(key, 1), (32, 4)) * 0.3}
rng = np.random.default_rng(0)
loaders = [blender_batch, llff_batch]
for step in range(6):
    batch, extra = loaders[step % 2](rng, 48)
    loss = render_loss(params, batch, **extra)
    print(step, float(loss))
