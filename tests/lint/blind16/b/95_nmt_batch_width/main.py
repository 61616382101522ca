import jax
import jax.numpy as jnp
import numpy as np
import optax

from batching import make_batch, random_pairs

VOCAB, DIM = 64, 32
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, src, tgt):
    def loss_fn(p):
        src_mask = (src > 0)[..., None]
        ctx = (p["src_emb"][src] * src_mask).sum(1) / jnp.maximum(src_mask.sum(1), 1)
        h = p["tgt_emb"][tgt[:, :-1]] + ctx[:, None, :]
        logits = h @ p["out"]
        mask = (tgt[:, 1:] > 0).astype(jnp.float32)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, tgt[:, 1:])
        return (ce * mask).sum() / jnp.maximum(mask.sum(), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"src_emb": jax.random.normal(keys[0], (VOCAB, DIM)) * 0.05,
              "tgt_emb": jax.random.normal(keys[1], (VOCAB, DIM)) * 0.05,
              "out": jax.random.normal(keys[2], (DIM, VOCAB)) * 0.05}
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step in range(10):
        src, tgt = make_batch(*random_pairs(rng, 4, VOCAB))
        params, opt_state, loss = train_step(params, opt_state, src, tgt)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
