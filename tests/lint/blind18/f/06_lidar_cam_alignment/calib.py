import equinox as eqx
import jax
import jax.numpy as jnp


class Extrinsic(eqx.Module):
    rotvec: jax.Array
    trans: jax.Array

    def matrix(self):
        theta = jnp.linalg.norm(self.rotvec) + 1e-9
        k = self.rotvec / theta
        K = jnp.array([[0.0, -k[2], k[1]], [k[2], 0.0, -k[0]], [-k[1], k[0], 0.0]])
        return jnp.eye(3) + jnp.sin(theta) * K + (1 - jnp.cos(theta)) * K @ K

    def apply(self, pts):
        return pts @ self.matrix().T + self.trans


def alignment_loss(ext, lidar_pts, cam_pts):
    return jnp.mean(jnp.sum((ext.apply(lidar_pts) - cam_pts) ** 2, axis=-1))


@eqx.filter_jit
def refine_step(ext, lidar_pts, cam_pts, step_size):
    loss, grads = eqx.filter_value_and_grad(alignment_loss)(ext, lidar_pts, cam_pts)
    ext = jax.tree_util.tree_map(lambda p, g: p - step_size * g, ext, grads)
    return ext, loss
