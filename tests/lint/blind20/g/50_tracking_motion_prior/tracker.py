import jax
import jax.numpy as jnp
import optax


def transform(pose, pts):
    w, t = pose[:3], pose[3:]
    theta = jnp.sqrt(jnp.sum(w ** 2) + 1e-12)
    k = w / theta
    K = jnp.array([[0.0, -k[2], k[1]], [k[2], 0.0, -k[0]], [-k[1], k[0], 0.0]])
    R = jnp.eye(3) + jnp.sin(theta) * K + (1.0 - jnp.cos(theta)) * K @ K
    return pts @ R.T + t


@jax.jit
def track_step(pose, opt_state, src, dst, prior):
    def loss_fn(p):
        align = jnp.mean(jnp.sum((transform(p, src) - dst) ** 2, -1))
        if prior is not None:
            align = align + 0.1 * jnp.sum((p - prior) ** 2)
        return align

    loss, g = jax.value_and_grad(loss_fn)(pose)
    updates, opt_state = TX.update(g, opt_state)
    return optax.apply_updates(pose, updates), opt_state, loss


TX = optax.adam(1e-2)


class FrameTracker:
    def __init__(self, iters=4):
        self.iters = iters
        self.prev_pose = None
        self.prev_velocity = None

    def track(self, src, dst):
        init = jnp.zeros(6, jnp.float32) if self.prev_pose is None else self.prev_pose
        prior = None
        if self.prev_velocity is not None:
            prior = self.prev_pose + self.prev_velocity
        pose, opt_state = init, TX.init(init)
        for _ in range(self.iters):
            pose, opt_state, loss = track_step(pose, opt_state, src, dst, prior)
        if self.prev_pose is not None:
            self.prev_velocity = pose - self.prev_pose
        self.prev_pose = pose
        return pose, loss
