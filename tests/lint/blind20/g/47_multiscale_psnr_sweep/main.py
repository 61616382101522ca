import jax
import jax.numpy as jnp
import numpy as np

from render import render_image

SCALES = (1, 2, 4)
FULL_H, FULL_W, FULL_FOCAL = 16, 24, 20.0

key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
params = {"w1": jax.random.normal(k1, (3, 16)) * 0.3, "b1": jnp.zeros(16), "w2": jax.random.normal(k2, (16, 3)) * 0.3}
rng = np.random.default_rng(0)
test_poses = [np.eye(4, dtype=np.float32) for _ in range(3)]
for p in test_poses:
    p[:3, 3] = rng.normal(size=3)

for checkpoint in range(2):
    params = jax.tree_util.tree_map(lambda a: a * 0.9, params)
    for scale in SCALES:
        h, w = FULL_H // scale, FULL_W // scale
        means = [float(jnp.mean(render_image(params, pose, height=h, width=w, focal=np.float32(FULL_FOCAL / scale))))
                 for pose in test_poses]
        print(f"checkpoint {checkpoint} scale 1/{scale} ({h}x{w}) mean {np.mean(means):.4f}")
