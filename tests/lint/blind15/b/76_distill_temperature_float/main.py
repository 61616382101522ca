import jax
import jax.numpy as jnp
import numpy as np
import optax

VOCAB, SEQ, BATCH = 32, 10, 4
tx = optax.adam(3e-3)


def lm(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]


def init(key, dim):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, dim)) * 0.1,
            "out": jax.random.normal(k2, (dim, VOCAB)) * 0.1}


@jax.jit
def distill_step(student, opt_state, teacher, tokens, temperature):
    def loss_fn(p):
        s = lm(p, tokens) / temperature
        t = jax.nn.softmax(lm(teacher, tokens) / temperature)
        return optax.softmax_cross_entropy(s, t).mean() * temperature ** 2

    loss, grads = jax.value_and_grad(loss_fn)(student)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(student, updates), opt_state, loss


def temperature_at(step, start=4.0, end=1.0, total=6):
    return start + (end - start) * step / (total - 1)


if __name__ == "__main__":
    teacher = init(jax.random.PRNGKey(1), 64)
    student = init(jax.random.PRNGKey(0), 16)
    opt_state = tx.init(student)
    rng = np.random.default_rng(0)
    for step in range(6):
        tokens = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
        temp = temperature_at(step)
        student, opt_state, loss = distill_step(student, opt_state, teacher, tokens, temp)
        print(step, round(temp, 2), float(loss))
