import functools

import jax
import numpy as np

from losses import distillation_loss

VOCAB, DIM, N_CLASSES = 120, 24, 6
TEMPERATURE, ALPHA, LR = 2.0, 0.7, 0.5


def teacher_batches(n, rng, batch=8, seq=10):
    for _ in range(n):
        ids = rng.integers(0, VOCAB, size=(batch, seq)).astype(np.int32)
        teacher_logits = rng.standard_normal((batch, N_CLASSES)).astype(np.float32) * 3
        yield ids, teacher_logits, teacher_logits.argmax(-1).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    student = {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
               "head": jax.random.normal(k2, (DIM, N_CLASSES)) * 0.1}
    grad_fn = jax.jit(jax.value_and_grad(
        functools.partial(distillation_loss, temperature=TEMPERATURE, alpha=ALPHA)))
    for step, (ids, teacher_logits, labels) in enumerate(teacher_batches(6, rng)):
        loss, grads = grad_fn(student, teacher_logits, ids, labels)
        student = jax.tree_util.tree_map(lambda p, g: p - LR * g, student, grads)
        print(f"step {step}: distill loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
