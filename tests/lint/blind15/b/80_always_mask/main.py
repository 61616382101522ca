import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import collate

VOCAB, DIM, SEQ = 40, 16, 10
tx = optax.adam(1e-3)


def loss_fn(params, tokens, mask):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    nll = optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:])
    m = mask[:, 1:]
    return (nll * m).sum() / m.sum()


@jax.jit
def train_step(params, opt_state, tokens, mask):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens, mask)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step in range(6):
        lo = SEQ if step % 2 == 0 else 4
        seqs = [rng.integers(1, VOCAB, rng.integers(lo, SEQ + 3)) for _ in range(4)]
        tokens, mask = collate(seqs, SEQ)
        params, opt_state, loss = train_step(params, opt_state, tokens, mask)
        print(step, float(mask.mean()), float(loss))
