import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampling import candidate_set

VOCAB, DIM, CTX, BATCH = 500, 16, 4, 16


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"in": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
            "out": jax.random.normal(k2, (VOCAB, DIM)) * 0.1}


@jax.jit
def cbow_step(params, opt_state, context, candidates, local_targets):
    def loss_fn(p):
        h = p["in"][context].mean(axis=1)
        logits = h @ p["out"][candidates].T
        return optax.softmax_cross_entropy_with_integer_labels(logits, local_targets).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = TX.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


TX = optax.adagrad(0.1)


def main():
    rng = np.random.default_rng(0)
    corpus = rng.zipf(1.3, size=2000) % (VOCAB - 1) + 1
    params = init_params(jax.random.PRNGKey(0))
    opt_state = TX.init(params)
    for step in range(6):
        centers = rng.integers(CTX, len(corpus) - CTX, size=BATCH)
        context = np.stack([np.concatenate([corpus[c - CTX // 2:c], corpus[c + 1:c + 1 + CTX // 2]]) for c in centers])
        cands, local = candidate_set(corpus[centers], VOCAB, num_random=32, rng=rng)
        params, opt_state, loss = cbow_step(params, opt_state, context.astype(np.int32), cands, local)
    print(f"final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
