from functools import partial

import jax
import jax.numpy as jnp
import optax

from losses import focal_loss, gamma_schedule

VOCAB, N_INTENTS = 50, 6
tx = optax.adam(2e-3)


@partial(jax.jit, static_argnames=("loss_fn",))
def train_step(params, opt_state, ids, labels, loss_fn):
    def objective(p):
        logits = p["emb"][ids].mean(axis=1) @ p["out"]
        return loss_fn(logits, labels)

    loss, grads = jax.value_and_grad(objective)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, 16)) * 0.1,
              "out": jax.random.normal(k2, (16, N_INTENTS)) * 0.1}
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        loss_fn = partial(focal_loss, gamma=gamma_schedule(epoch))
        for _ in range(3):
            key, ka, kb = jax.random.split(key, 3)
            ids = jax.random.randint(ka, (8, 10), 0, VOCAB)
            labels = jax.random.randint(kb, (8,), 0, N_INTENTS)
            params, opt_state, loss = train_step(params, opt_state, ids, labels, loss_fn=loss_fn)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
