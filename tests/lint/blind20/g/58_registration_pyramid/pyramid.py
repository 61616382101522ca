import jax
import jax.numpy as jnp


def soft_correspondence_loss(shift, src, dst, bandwidth):
    moved = src + shift
    d2 = jnp.sum((moved[:, None] - dst[None]) ** 2, -1)
    w = jax.nn.softmax(-d2 / (2.0 * bandwidth ** 2), axis=1)
    return jnp.mean(jnp.sum(w * d2, 1))


@jax.jit
def refine(shift, src, dst, bandwidth, lr):
    loss, g = jax.value_and_grad(soft_correspondence_loss)(shift, src, dst, bandwidth)
    return shift - lr * g, loss


def coarse_to_fine(src, dst, levels=4, iters=3):
    shift = jnp.zeros(3, jnp.float32)
    bandwidth = 1
    for level in range(levels):
        for _ in range(iters):
            shift, loss = refine(shift, src, dst, bandwidth, 0.5)
        bandwidth = bandwidth / 2
    return shift, loss
