import jax
import jax.numpy as jnp
import numpy as np
import optax

from cameras import render_cameras, render_one

rng = np.random.default_rng(0)
dirs = rng.normal(size=(24, 3)).astype(np.float32)
dirs /= np.linalg.norm(dirs, axis=-1, keepdims=True)
poses = np.tile(np.eye(4, dtype=np.float32), (3, 1, 1))
poses[:, :3, 3] = rng.normal(size=(3, 3))
target = rng.uniform(size=(24, 3)).astype(np.float32)

key = jax.random.PRNGKey(0)
params = {"w1": jax.random.normal(key, (3, 16)) * 0.3, "w2": jax.random.normal(jax.random.fold_in(key, 1), (16, 3)) * 0.3}
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def fit_step(params, opt_state, pose, dirs, target):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((render_one(p, pose, dirs) - target) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(4):
    for it in range(3):
        params, opt_state, loss = fit_step(params, opt_state, poses[0], dirs, target)
    views = render_cameras(params, poses, dirs)
    print(epoch, float(loss), np.asarray(views).mean(axis=(1, 2)).round(3))
