import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import PerplexityCallback

VOCAB, DIM = 32, 16


def apply_fn(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]


def loss_fn(params, tokens):
    logits = apply_fn(params, tokens[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, tokens):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    eval_batches = [rng.integers(0, VOCAB, (4, 10)).astype(np.int32) for _ in range(2)]
    callbacks = [PerplexityCallback(apply_fn, eval_batches, every=2)]
    for step in range(8):
        tokens = rng.integers(0, VOCAB, (4, 10)).astype(np.int32)
        params, opt_state, loss = train_step(params, opt_state, tokens)
        for cb in callbacks:
            cb(step, params)
    print(callbacks[0].history)


if __name__ == "__main__":
    main()
