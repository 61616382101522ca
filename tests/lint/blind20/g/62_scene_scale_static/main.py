import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from normalize import scene_scale


@functools.partial(jax.jit, static_argnames=("radius",))
def occupancy_step(params, opt_state, pts, center, radius):
    x = (pts - center) / radius
    occ = (jnp.linalg.norm(x, axis=-1) < 0.5).astype(jnp.float32)

    def loss_fn(p):
        logits = jnp.tanh(x @ p["w1"]) @ p["w2"]
        return jnp.mean(optax.sigmoid_binary_cross_entropy(logits[:, 0], occ))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


tx = optax.adam(1e-2)
key = jax.random.PRNGKey(0)
params = {"w1": jax.random.normal(key, (3, 32)) * 0.5, "w2": jax.random.normal(jax.random.fold_in(key, 1), (32, 1)) * 0.5}
opt_state = tx.init(params)
rng = np.random.default_rng(0)
for scan in range(4):
    cloud = (rng.normal(size=(128, 3)) * rng.uniform(0.5, 3.0)).astype(np.float32)
    center, radius = scene_scale(cloud)
    for it in range(2):
        params, opt_state, loss = occupancy_step(params, opt_state, cloud, center, radius=radius)
    print(scan, round(radius, 3), float(loss))
