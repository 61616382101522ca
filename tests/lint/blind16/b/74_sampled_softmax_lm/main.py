import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampling import VOCAB, candidate_set

DIM = 32
tx = optax.adagrad(0.1)


@jax.jit
def train_step(params, opt_state, context, cands, local_targets):
    def loss_fn(p):
        h = p["ctx"][context].mean(axis=1)                  # [B, D]
        logits = h @ p["out"][cands].T                     # [B, C]
        hit = cands[None, :] == cands[local_targets][:, None]
        own = jnp.arange(cands.shape[0])[None, :] == local_targets[:, None]
        logits = jnp.where(hit & ~own, -1e9, logits)       # drop accidental hits
        return optax.softmax_cross_entropy_with_integer_labels(logits, local_targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"ctx": jax.random.normal(k1, (VOCAB, DIM)) * 0.05,
              "out": jax.random.normal(k2, (VOCAB, DIM)) * 0.05}
    opt_state = tx.init(params)
    for step in range(6):
        context = rng.integers(0, VOCAB, size=(16, 4)).astype(np.int32)
        targets = rng.integers(0, VOCAB, size=(16,))
        cands, local = candidate_set(targets, rng)
        params, opt_state, loss = train_step(params, opt_state, context, cands, local)
    print("sampled loss", float(loss))


if __name__ == "__main__":
    main()
