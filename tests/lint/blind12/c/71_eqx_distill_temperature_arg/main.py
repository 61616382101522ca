import numpy as np
import jax
import jax.numpy as jnp

from student import Student, distill_step


def anneal(epoch, start=4.0, end=1.0, epochs=5):
    return jnp.asarray(start + (end - start) * epoch / (epochs - 1), dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    teacher_logits = (x @ rng.normal(size=(6, 3))).astype(np.float32)
    student = Student(6, 3, jax.random.PRNGKey(0))
    for epoch in range(5):
        t = anneal(epoch)
        student, loss = distill_step(student, x, teacher_logits, 0.1, t)
        print(epoch, float(t), round(float(loss), 4))


if __name__ == "__main__":
    main()
