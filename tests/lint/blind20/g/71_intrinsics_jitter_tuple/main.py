import jax
import jax.numpy as jnp
import numpy as np
import optax

H, W = 8, 10


def pixel_dirs(intrinsics):
    fx, fy, cx, cy = intrinsics
    i, j = jnp.meshgrid(jnp.arange(W, dtype=jnp.float32), jnp.arange(H, dtype=jnp.float32), indexing="xy")
    d = jnp.stack([(i - cx) / fx, -(j - cy) / fy, -jnp.ones_like(i)], -1)
    return (d / jnp.linalg.norm(d, axis=-1, keepdims=True)).reshape(-1, 3)


@jax.jit
def train_step(params, opt_state, intrinsics, origin, target):
    dirs = pixel_dirs(intrinsics)

    def loss_fn(p):
        pts = origin + dirs[:, None] * jnp.linspace(1.0, 3.0, 6)[:, None]
        pred = jax.nn.sigmoid(jnp.mean(jnp.tanh(pts @ p["w1"]), 1) @ p["w2"])
        return jnp.mean((pred - target) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


tx = optax.adam(1e-2)
key = jax.random.PRNGKey(0)
params = {"w1": jax.random.normal(key, (3, 16)) * 0.3, "w2": jax.random.normal(jax.random.fold_in(key, 1), (16, 3)) * 0.3}
opt_state = tx.init(params)
rng = np.random.default_rng(0)
base = (12.0, 12.0, W / 2, H / 2)
for step in range(6):
    jitter = rng.normal(scale=0.2, size=4)
    intrinsics = tuple(float(b + j) for b, j in zip(base, jitter))
    origin = rng.normal(size=3).astype(np.float32)
    target = rng.uniform(size=(H * W, 3)).astype(np.float32)
    params, opt_state, loss = train_step(params, opt_state, intrinsics, origin, target)
    print(step, float(loss))
