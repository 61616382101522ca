import jax
import jax.numpy as jnp
import numpy as np
import optax

from models import Teacher, Student

TEMPERATURE = 2.0
student = Student()
tx = optax.adam(1e-3)


@jax.jit
def distill_step(params, opt_state, images, teacher_logits):
    def loss_fn(p):
        s = jax.nn.log_softmax(student.apply({"params": p}, images) / TEMPERATURE)
        t = jax.nn.softmax(teacher_logits / TEMPERATURE)
        return -jnp.mean(jnp.sum(t * s, -1)) * TEMPERATURE ** 2

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    teacher = Teacher()
    sample = np.zeros((1, 8, 8, 3), np.float32)
    teacher_vars = teacher.init(jax.random.PRNGKey(0), sample)
    params = student.init(jax.random.PRNGKey(1), sample)["params"]
    opt_state = tx.init(params)
    for step in range(5):
        images = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
        teacher_logits = jax.jit(teacher.apply)(teacher_vars, images)
        params, opt_state, loss = distill_step(params, opt_state, images, teacher_logits)
        print(step, float(loss))


if __name__ == "__main__":
    main()
