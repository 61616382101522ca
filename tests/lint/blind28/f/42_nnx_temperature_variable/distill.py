from flax import nnx
import jax
import jax.numpy as jnp
import optax


@nnx.jit
def kd_step(student, optimizer, x, teacher_logits):
    def loss_fn(m):
        t = jax.nn.softmax(teacher_logits / m.temperature.value)
        return optax.softmax_cross_entropy(m(x), t).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(student)
    optimizer.update(student, grads)
    return loss


def anneal(epoch, start=4.0, end=1.0, epochs=4):
    return jnp.asarray(start + (end - start) * epoch / (epochs - 1))
