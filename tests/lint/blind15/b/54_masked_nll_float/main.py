import math

import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import eval_batch, train_batch
from metrics import masked_nll

VOCAB, DIM, LEN = 40, 16, 12
tx = optax.adam(3e-3)


def logits_fn(params, tokens):
    return jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]


@jax.jit
def train_step(params, opt_state, tokens, mask):
    def loss_fn(p):
        s, n = masked_nll(logits_fn(p, tokens), tokens[:, 1:], mask)
        return s / n

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def evaluate(params, rng):
    total, count = 0.0, 0.0
    for _ in range(2):
        tokens, mask = eval_batch(rng, VOCAB, 4, LEN)
        s, n = masked_nll(logits_fn(params, tokens), tokens[:, 1:], mask)
        total, count = total + float(s), count + float(n)
    return math.exp(total / count)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    for step in range(4):
        tokens, mask = train_batch(rng, VOCAB, 4, LEN)
        params, opt_state, loss = train_step(params, opt_state, tokens, mask)
    print("train loss", float(loss))
    print("valid ppl", evaluate(params, rng))
    print("train-batch nll", [float(x) for x in masked_nll(logits_fn(params, tokens), tokens[:, 1:], mask)])


if __name__ == "__main__":
    main()
