import jax
import jax.numpy as jnp
import numpy as np
import optax

from teacher import TeacherLogitCache

VOCAB, SEQ = 32, 10


def lm(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]


def init(key, dim):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, dim)) * 0.1,
            "out": jax.random.normal(k2, (dim, VOCAB)) * 0.1}


tx = optax.sgd(0.5)


@jax.jit
def distill_step(params, opt_state, tokens, teacher_logits):
    def loss_fn(p):
        s = lm(p, tokens)
        target = jax.nn.softmax(teacher_logits.astype(jnp.float32))
        return optax.softmax_cross_entropy(s, target).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main(epochs=2, n_batches=3):
    cache = TeacherLogitCache(lm, init(jax.random.PRNGKey(1), 64))
    student = init(jax.random.PRNGKey(0), 16)
    opt_state = tx.init(student)
    rng = np.random.default_rng(0)
    data = [rng.integers(0, VOCAB, (4, SEQ)).astype(np.int32) for _ in range(n_batches)]
    for epoch in range(epochs):
        for i, tokens in enumerate(data):
            t_logits = cache.get(i, tokens)
            student, opt_state, loss = distill_step(student, opt_state, tokens, t_logits)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
