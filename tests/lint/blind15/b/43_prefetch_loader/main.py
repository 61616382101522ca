import jax
import jax.numpy as jnp
import numpy as np
import optax

from prefetch import Prefetcher

VOCAB, DIM = 40, 16
tx = optax.lion(1e-4)


def examples(rng, n):
    for _ in range(n):
        tokens = rng.integers(0, VOCAB, (4, 13)).astype(np.int32)
        yield tokens[:, :-1], tokens[:, 1:]


@jax.jit
def train_step(params, opt_state, batch):
    inputs, targets = batch

    def loss_fn(p):
        logits = jnp.tanh(p["embed"][inputs]) @ p["out"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    for i, batch in enumerate(Prefetcher(examples(np.random.default_rng(0), 5))):
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(i, float(loss))
