import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampled import batch_vocab

VOCAB, DIM = 500, 16
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, inputs, cand_ids, cand_valid, local_targets):
    def loss_fn(p):
        h = jnp.tanh(p["embed"][inputs])
        w = p["out"][cand_ids]
        logits = jnp.where(cand_valid, h @ w.T, -1e9)
        return optax.softmax_cross_entropy_with_integer_labels(logits, local_targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (VOCAB, DIM)) * 0.1}
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step in range(5):
        tokens = rng.zipf(1.5, (4, 9)) % VOCAB
        inputs, targets = tokens[:, :-1].astype(np.int32), tokens[:, 1:]
        cand_ids, valid, local = batch_vocab(targets)
        params, opt_state, loss = train_step(params, opt_state, inputs, cand_ids, valid, local)
        print(step, int(valid.sum()), float(loss))
