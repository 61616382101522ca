import jax
import jax.numpy as jnp
import numpy as np
import optax

from teacher import TeacherLogitCache

VOCAB, T_DIM, S_DIM = 32, 64, 16


def mlp_logits(params, tokens):
    return jnp.tanh(params["emb"][tokens]) @ params["out"]


def init(key, dim):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (VOCAB, dim)) * 0.1,
            "out": jax.random.normal(k2, (dim, VOCAB)) * 0.1}


tx = optax.adam(1e-2)


@jax.jit
def distill_step(params, opt_state, tokens, teacher_logits):
    def loss_fn(p):
        s_logp = jax.nn.log_softmax(mlp_logits(p, tokens))
        t_prob = jax.nn.softmax(teacher_logits.astype(jnp.float32) / 2.0)
        return -(t_prob * s_logp).sum(-1).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    teacher_params = init(jax.random.PRNGKey(1), T_DIM)
    student = init(jax.random.PRNGKey(2), S_DIM)
    opt_state = tx.init(student)
    cache = TeacherLogitCache(jax.jit(mlp_logits), teacher_params)
    rng = np.random.default_rng(0)
    dataset = [rng.integers(0, VOCAB, size=(4, 8)).astype(np.int32) for _ in range(3)]
    for epoch in range(2):
        for i, tokens in enumerate(dataset):
            t_logits = cache.get(i, tokens)
            student, opt_state, loss = distill_step(student, opt_state, tokens, t_logits)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
