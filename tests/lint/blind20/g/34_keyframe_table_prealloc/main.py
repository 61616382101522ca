import jax
import jax.numpy as jnp
import numpy as np

from mapping import KeyframeMap

kf_map = KeyframeMap(jax.random.PRNGKey(0))


@jax.jit
def map_step(params, opt_state, rays, colors, frame_ids):
    def loss_fn(p):
        code = p["appearance"][frame_ids]
        h = jnp.tanh(jnp.concatenate([rays, code], -1) @ p["w1"])
        return jnp.mean((jax.nn.sigmoid(h @ p["w2"]) - colors) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = kf_map.tx.update(grads, opt_state)
    return jax.tree_util.tree_map(jnp.add, params, updates), opt_state, loss


rng = np.random.default_rng(0)
for frame in range(5):
    kf_map.add_keyframe(rng.normal(size=(40, 3)).astype(np.float32), rng.uniform(size=(40, 3)).astype(np.float32))
    for it in range(3):
        rays, cols, ids = kf_map.sample(rng, 32)
        kf_map.params, kf_map.opt_state, loss = map_step(kf_map.params, kf_map.opt_state, rays, cols, ids)
    print(f"keyframes {frame + 1} loss {float(loss):.4f}")
