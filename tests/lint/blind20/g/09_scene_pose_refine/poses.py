import jax
import jax.numpy as jnp
import optax

from geometry import project, so3_exp


def make_pose_step(scene, tx):
    points, observed = scene["points"], scene["observed"]

    def reprojection_loss(pose):
        uv = jax.vmap(lambda w, t: project(points, so3_exp(w), t))(pose["rot"], pose["trans"])
        return jnp.mean(optax.huber_loss(uv, observed, delta=1.0))

    @jax.jit
    def pose_step(pose, opt_state):
        loss, grads = jax.value_and_grad(reprojection_loss)(pose)
        updates, opt_state = tx.update(grads, opt_state, pose)
        return optax.apply_updates(pose, updates), opt_state, loss

    return pose_step


def refine_scene(scene, num_cams, tx, iters):
    pose = {"rot": jnp.full((num_cams, 3), 1e-3, jnp.float32), "trans": jnp.tile(jnp.array([0.0, 0.0, 5.0]), (num_cams, 1))}
    opt_state = tx.init(pose)
    pose_step = make_pose_step(scene, tx)
    for _ in range(iters):
        pose, opt_state, loss = pose_step(pose, opt_state)
    return pose, float(loss)
