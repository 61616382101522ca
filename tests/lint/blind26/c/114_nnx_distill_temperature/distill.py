import jax
import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def distill_step(student, optimizer, x, teacher_logits, temperature):
    def loss_fn(m):
        s = jax.nn.log_softmax(m(x) / temperature)
        t = jax.nn.softmax(teacher_logits / temperature)
        return -(t * s).sum(-1).mean() * temperature ** 2
    loss, grads = nnx.value_and_grad(loss_fn)(student)
    optimizer.update(student, grads)
    return loss


def temperature_for(epoch, start=4.0, end=1.0, epochs=5):
    return start + (end - start) * epoch / (epochs - 1)
