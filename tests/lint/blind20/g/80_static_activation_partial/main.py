import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import CONFIG, get_activation


@functools.partial(jax.jit, static_argnames=("act",))
def point_step(params, pts, normals, act):
    def loss_fn(p):
        h = act(pts @ p["w1"] + p["b1"])
        pred = h @ p["w2"]
        pred = pred / (jnp.linalg.norm(pred, axis=-1, keepdims=True) + 1e-6)
        return jnp.mean(1.0 - jnp.abs(jnp.sum(pred * normals, -1)))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, g: a - CONFIG["lr"] * g, params, grads), loss


rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
params = {"w1": jax.random.normal(key, (3, 32)) * 0.3, "b1": jnp.zeros(32),
          "w2": jax.random.normal(jax.random.fold_in(key, 1), (32, 3)) * 0.3}
for step in range(5):
    pts = rng.normal(size=(80, 3)).astype(np.float32)
    normals = pts / np.linalg.norm(pts, axis=-1, keepdims=True)
    params, loss = point_step(params, pts, normals, act=get_activation(CONFIG))
    print(step, float(loss))
