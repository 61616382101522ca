import jax
import jax.numpy as jnp
import numpy as np
import optax

from gaussians import densify, init_gaussians

H = W = 12
DENSIFY_EVERY = 2

ys, xs = np.meshgrid(np.linspace(-2, 2, H), np.linspace(-2, 2, W), indexing="ij")
pixels = np.stack([xs, ys], -1).reshape(-1, 2).astype(np.float32)
rng = np.random.default_rng(0)
target = rng.uniform(size=(H * W, 3)).astype(np.float32)


def splat(g, pixels):
    d = (pixels[:, None] - g["means"][None]) / jnp.exp(g["log_scales"])[None]
    w = jnp.exp(-0.5 * jnp.sum(d ** 2, -1))
    return (w @ g["colors"]) / (jnp.sum(w, -1, keepdims=True) + 1e-3)


@jax.jit
def splat_step(g, opt_state, pixels, target):
    loss, grads = jax.value_and_grad(lambda g: jnp.mean((splat(g, pixels) - target) ** 2))(g)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(g, updates), opt_state, loss, jnp.linalg.norm(grads["means"], axis=-1)


tx = optax.adam(1e-2)
gaussians = init_gaussians(rng, 16)
opt_state = tx.init(gaussians)
for step in range(8):
    gaussians, opt_state, loss, grad_norm = splat_step(gaussians, opt_state, pixels, target)
    if step % DENSIFY_EVERY == DENSIFY_EVERY - 1:
        gaussians = densify(gaussians, grad_norm)
        opt_state = tx.init(gaussians)
    print(step, gaussians["means"].shape[0], float(loss))
