import jax
import jax.numpy as jnp
import optax

from geometry import project, so3_exp
from poses import refine_scene

NUM_SCENES = 4
NUM_CAMS = 5
NUM_POINTS = 40


def synth_scene(key):
    k_pts, k_rot, k_t = jax.random.split(key, 3)
    points = jax.random.normal(k_pts, (NUM_POINTS, 3))
    rots = 0.1 * jax.random.normal(k_rot, (NUM_CAMS, 3))
    trans = jnp.array([0.0, 0.0, 5.0]) + 0.1 * jax.random.normal(k_t, (NUM_CAMS, 3))
    observed = jax.vmap(lambda w, t: project(points, so3_exp(w), t))(rots, trans)
    return {"points": points, "observed": observed}


tx = optax.adam(1e-2)
for i, key in enumerate(jax.random.split(jax.random.PRNGKey(0), NUM_SCENES)):
    scene = synth_scene(key)
    pose, loss = refine_scene(scene, NUM_CAMS, tx, iters=5)
    print(f"scene {i} reprojection loss {loss:.4f}")
