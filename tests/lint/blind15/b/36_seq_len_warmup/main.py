import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import seq_len_for

VOCAB, DIM, TOKENS_PER_BATCH = 50, 16, 256
tx = optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 3e-3, 3, 9))


def lm_loss(params, tokens):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, tokens):
    loss, grads = jax.value_and_grad(lm_loss)(params, tokens)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def stream(rng):
    step = 0
    while True:
        seq = seq_len_for(step)
        yield rng.integers(0, VOCAB, (TOKENS_PER_BATCH // seq, seq + 1)).astype(np.int32)
        step += 1


def main(steps=9):
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    batches = stream(np.random.default_rng(0))
    for step in range(steps):
        tokens = next(batches)
        params, opt_state, loss = train_step(params, opt_state, tokens)
        print(step, tokens.shape, float(loss))


if __name__ == "__main__":
    main()
