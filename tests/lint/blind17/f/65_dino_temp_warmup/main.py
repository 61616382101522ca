from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import teacher_temp_schedule

OUT = 16
tx = optax.adamw(5e-4)


def head(p, x):
    return jax.nn.gelu(x @ p["a"]) @ p["b"]


@partial(jax.jit, static_argnames=("student_temp",))
def dino_step(student, teacher, opt_state, center, x1, x2, teacher_temp, student_temp=0.1):
    def loss_fn(s):
        t1 = jax.nn.softmax((head(teacher, x1) - center) / teacher_temp)
        t2 = jax.nn.softmax((head(teacher, x2) - center) / teacher_temp)
        s1 = jax.nn.log_softmax(head(s, x1) / student_temp)
        s2 = jax.nn.log_softmax(head(s, x2) / student_temp)
        return -0.5 * ((t1 * s2).sum(-1).mean() + (t2 * s1).sum(-1).mean())

    loss, g = jax.value_and_grad(loss_fn)(student)
    updates, opt_state = tx.update(g, opt_state, student)
    student = optax.apply_updates(student, updates)
    teacher = jax.tree_util.tree_map(lambda t, s: 0.996 * t + 0.004 * s, teacher, student)
    center = 0.9 * center + 0.1 * head(teacher, jnp.concatenate([x1, x2])).mean(0)
    return student, teacher, opt_state, center, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    student = {"a": jax.random.normal(k1, (10, 32)) * 0.2, "b": jax.random.normal(k2, (32, OUT)) * 0.2}
    teacher = jax.tree_util.tree_map(jnp.copy, student)
    opt_state = tx.init(student)
    center = jnp.zeros((OUT,))
    epochs = 5
    temps = teacher_temp_schedule(epochs)
    for epoch in range(epochs):
        step_fn = partial(dino_step, teacher_temp=jnp.float32(temps[epoch]))
        for _ in range(3):
            x = rng.normal(size=(16, 10)).astype(np.float32)
            x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            student, teacher, opt_state, center, loss = step_fn(student, teacher, opt_state, center, x1, x2)
        print(epoch, temps[epoch], float(loss))


if __name__ == "__main__":
    main()
