from flax import nnx
import jax.numpy as jnp
import optax


@nnx.jit
def glove_step(model, optimizer, x, y, epoch):
    smoothing = 0.1 * jnp.exp(-epoch / 3.0)

    def loss_fn(m):
        target = optax.smooth_labels(jax_one_hot(y, 9), smoothing)
        return optax.softmax_cross_entropy(m(x), target).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def jax_one_hot(y, n):
    return (y[:, None] == jnp.arange(n)[None, :]).astype(jnp.float32)
