import jax
import jax.numpy as jnp
import numpy as np

from distill import TemperatureSchedule, kd_loss

VOCAB, D_T, D_S, N_CLS = 40, 32, 8, 4


def student_logits(params, tokens):
    return params["emb"][tokens].mean(1) @ params["out"]


@jax.jit
def distill_step(params, tokens, teacher_logits, labels, temperature):
    loss, g = jax.value_and_grad(
        lambda p: kd_loss(student_logits(p, tokens), teacher_logits, labels, temperature, 0.7))(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g), loss


def main():
    rng = np.random.default_rng(0)
    k = jax.random.split(jax.random.PRNGKey(0), 4)
    teacher = {"emb": jax.random.normal(k[0], (VOCAB, D_T)), "out": jax.random.normal(k[1], (D_T, N_CLS))}
    student = {"emb": jax.random.normal(k[2], (VOCAB, D_S)) * 0.1, "out": jax.random.normal(k[3], (D_S, N_CLS)) * 0.1}
    sched = TemperatureSchedule()
    temperature = sched.value
    for epoch in range(6):
        tokens = rng.integers(0, VOCAB, size=(16, 10)).astype(np.int32)
        t_logits = student_logits(teacher, tokens)
        labels = jnp.argmax(t_logits, -1)
        student, loss = distill_step(student, tokens, t_logits, labels, temperature)
        temperature = sched.step()
    print("kd loss", float(loss), "final T", temperature)


if __name__ == "__main__":
    main()
