import math

import jax
import jax.numpy as jnp
import optax

from bytes_data import encode_prompts, train_windows

VOCAB, DIM, SEQ, BATCH = 256, 16, 16, 4
tx = optax.adam(3e-3)


def nll(params, window):
    window = window.astype(jnp.int32)
    logits = jnp.tanh(params["embed"][window[:, :-1]]) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, window[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, window):
    loss, grads = jax.value_and_grad(nll)(params, window)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


eval_nll = jax.jit(nll)


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    for i, window in enumerate(train_windows(SEQ, BATCH, 4)):
        params, opt_state, loss = train_step(params, opt_state, window)
        print(i, "bpb", float(eval_nll(params, window)) / math.log(2))
    prompts = encode_prompts(["the lazy dog", "a single step", "not gold", "brown fox"], SEQ)
    print("held-out bpb", float(eval_nll(params, prompts)) / math.log(2))
