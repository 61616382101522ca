from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import distill_loss, alpha_schedule

VOCAB, DIM, SEQ, BATCH = 32, 16, 12, 4
TEMPERATURE = 2.0


def init(key, dim):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, dim)) * 0.1,
            "out": jax.random.normal(k2, (dim, VOCAB)) * 0.1}


def forward(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]


optimizer = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("alpha",))
def distill_step(student, opt_state, teacher, tokens, alpha):
    def loss_fn(p):
        s = forward(p, tokens[:, :-1])
        t = jax.lax.stop_gradient(forward(teacher, tokens[:, :-1]))
        return distill_loss(s, t, tokens[:, 1:], alpha, TEMPERATURE)

    loss, grads = jax.value_and_grad(loss_fn)(student)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(student, updates), opt_state, loss


def main(total_steps=6):
    teacher = init(jax.random.PRNGKey(0), 64)
    student = init(jax.random.PRNGKey(1), DIM)
    opt_state = optimizer.init(student)
    rng = np.random.default_rng(0)
    for step in range(total_steps):
        tokens = rng.integers(0, VOCAB, size=(BATCH, SEQ), dtype=np.int32)
        alpha = alpha_schedule(step, total_steps)
        student, opt_state, loss = distill_step(student, opt_state, teacher, tokens, alpha=alpha)
        print(step, alpha, float(loss))


if __name__ == "__main__":
    main()
