import jax
import jax.numpy as jnp
import numpy as np
import optax

from accum import split_microbatches

DIM = 8
BATCH = 12
TOKENS_BUDGET = 96
tx = optax.adam(1e-3)


def loss_fn(w, q, d):
    logits = (q @ w) @ (d @ w).T
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


@jax.jit
def accumulated_step(w, opt_state, q_micro, d_micro):
    def body(acc, qd):
        g = jax.grad(loss_fn)(w, *qd)
        return jax.tree_util.tree_map(jnp.add, acc, g), None

    grads, _ = jax.lax.scan(body, jnp.zeros_like(w), (q_micro, d_micro))
    grads = grads / q_micro.shape[0]
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(w, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    w = jnp.eye(DIM)
    opt_state = tx.init(w)
    seq_lengths = [8, 16, 32, 16, 24]
    for step, seq_len in enumerate(seq_lengths):
        q = rng.normal(size=(BATCH, DIM)).astype(np.float32)
        d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
        q_micro, d_micro = split_microbatches(q, d, TOKENS_BUDGET, seq_len)
        w, opt_state = accumulated_step(w, opt_state, q_micro, d_micro)
        print(step, q_micro.shape)


if __name__ == "__main__":
    main()
