import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import microbatches

VOCAB, DIM = 40, 16
ACCUM = 2
tx = optax.adam(1e-3)


def lm_loss(params, tokens):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


@jax.jit
def grad_step(params, tokens):
    return jax.value_and_grad(lm_loss)(params, tokens)


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def train(params, opt_state, stream, steps):
    for step in range(steps):
        chunks = next(stream)
        loss, grads = grad_step(params, chunks[0])
        for extra in chunks[1:]:
            l, g = grad_step(params, tokens=extra)
            grads = jax.tree_util.tree_map(jnp.add, grads, g)
            loss = loss + l
        grads = jax.tree_util.tree_map(lambda g: g / len(chunks), grads)
        params, opt_state = apply_grads(params, opt_state, grads)
        print(step, float(loss) / len(chunks))
    return params


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    train(params, tx.init(params), microbatches(VOCAB, batch=8, seq=12, accum=ACCUM), steps=3)
