import jax
import jax.numpy as jnp
import numpy as np
import optax

from loop import run_epoch

VOCAB, DIM = 40, 16


def lm_loss(params, tokens):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    tx = optax.adamw(1e-3)
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    data = [rng.integers(0, VOCAB, (4, 12)).astype(np.int32) for _ in range(3)]
    for epoch in range(4):
        params, opt_state, mean_loss = run_epoch(params, opt_state, tx, lm_loss, data)
        print(epoch, mean_loss)
