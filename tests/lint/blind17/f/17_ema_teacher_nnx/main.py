import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from models import StudentTeacher


def cosine_distill_loss(student, teacher, x1, x2):
    s = student(x1)
    t = jax.lax.stop_gradient(teacher(x2))
    s = s / jnp.linalg.norm(s, axis=-1, keepdims=True)
    t = t / jnp.linalg.norm(t, axis=-1, keepdims=True)
    return (2 - 2 * (s * t).sum(-1)).mean()


@nnx.jit
def train_step(model, optimizer, x1, x2):
    def loss_fn(student):
        return cosine_distill_loss(student, model.teacher, x1, x2)

    loss, grads = nnx.value_and_grad(loss_fn)(model.student)
    optimizer.update(model.student, grads)
    model.update_teacher()
    return loss


def main():
    rng = np.random.default_rng(0)
    model = StudentTeacher(12, 32, 8, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model.student, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(5):
        x = rng.normal(size=(16, 12)).astype(np.float32)
        x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        loss = train_step(model, optimizer, x1, x2)
        print(step, model.num_updates, float(loss))


if __name__ == "__main__":
    main()
