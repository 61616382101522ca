import jax
import jax.numpy as jnp
import numpy as np
import optax

from buckets import bucketed_batches

FEAT, VOCAB = 42, 30


@jax.jit
def ctc_step(params, opt_state, x, xpad, y, ypad):
    def loss_fn(p):
        h = jnp.tanh(x @ p["w1"])
        logits = h @ p["w2"]
        return optax.ctc_loss(logits, xpad, y, ypad).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


tx = optax.adam(1e-3)


def main():
    rng = np.random.default_rng(0)
    seqs = [rng.normal(size=(int(rng.integers(16, 64)), FEAT)).astype(np.float32) for _ in range(40)]
    labels = [rng.integers(1, VOCAB, size=int(rng.integers(3, 8))) for _ in range(40)]
    params = {"w1": jnp.asarray(rng.normal(size=(FEAT, 64)) * 0.1, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(64, VOCAB)) * 0.1, jnp.float32)}
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, xpad, y, ypad in bucketed_batches(seqs, labels, 4):
            params, opt_state, loss = ctc_step(params, opt_state, x, xpad, y, ypad)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
