import functools

import jax
import jax.numpy as jnp
import optax

from geometry import project, so3_exp


def reprojection_loss(pose, points, observed):
    uv = jax.vmap(lambda w, t: project(points, so3_exp(w), t))(pose["rot"], pose["trans"])
    return jnp.mean(optax.huber_loss(uv, observed, delta=1.0))


@functools.partial(jax.jit, static_argnums=0)
def pose_step(tx, pose, opt_state, points, observed):
    loss, grads = jax.value_and_grad(reprojection_loss)(pose, points, observed)
    updates, opt_state = tx.update(grads, opt_state, pose)
    return optax.apply_updates(pose, updates), opt_state, loss


def refine_scene(scene, num_cams, tx, iters):
    pose = {"rot": jnp.full((num_cams, 3), 1e-3, jnp.float32), "trans": jnp.tile(jnp.array([0.0, 0.0, 5.0]), (num_cams, 1))}
    opt_state = tx.init(pose)
    for _ in range(iters):
        pose, opt_state, loss = pose_step(tx, pose, opt_state, scene["points"], scene["observed"])
    return pose, float(loss)
