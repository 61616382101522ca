import jax
import jax.numpy as jnp
import optax

from callbacks import PerplexityCallback
from metrics import token_nll

VOCAB, DIM, B, T = 40, 16, 4, 12


def random_batch(key):
    ids = jax.random.randint(key, (B, T), 1, VOCAB)
    mask = jnp.ones((B, T), jnp.float32)
    return ids, mask


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "h": jax.random.normal(k2, (DIM, DIM)) * 0.1}
    tx = optax.sgd(0.1)
    opt_state = tx.init(params)

    def loss_fn(p, ids, mask):
        nll, n = token_nll(p, ids, mask)
        return nll / n

    grad_fn = jax.jit(jax.value_and_grad(loss_fn))
    eval_keys = jax.random.split(k3, 2)
    callback = PerplexityCallback([random_batch(k) for k in eval_keys])
    key = jax.random.PRNGKey(1)
    for step in range(7):
        key, sub = jax.random.split(key)
        ids, mask = random_batch(sub)
        loss, grads = grad_fn(params, ids, mask)
        updates, opt_state = tx.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        callback.on_step_end(step, params)
        if step % 3 == 0:
            nll, n = token_nll(params, ids, mask)
            print(step, float(nll / n))
    print(callback.history)


if __name__ == "__main__":
    main()
