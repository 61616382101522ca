import jax
import jax.numpy as jnp


def quat_to_dcm(q):
    q = q / jnp.linalg.norm(q)
    w, x, y, z = q
    return jnp.array([[1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
                      [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
                      [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)]])


def alignment_loss(q, body, ref):
    return jnp.sum((body - ref @ quat_to_dcm(q).T) ** 2)


alignment_grad = jax.jit(jax.grad(alignment_loss))


class AttitudeRefiner:
    def __init__(self, lr=0.05, n_iter=40):
        self.lr = lr
        self.n_iter = n_iter

    def refine(self, q, body, ref):
        for _ in range(self.n_iter):
            q = q - self.lr * alignment_grad(q, body, ref)
            q = q / jnp.linalg.norm(q)
        return q
