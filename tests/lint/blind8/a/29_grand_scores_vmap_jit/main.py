import jax
import jax.numpy as jnp
import numpy as np
import optax

from scoring import example_loss, grand_scores, prune

BATCH = 32


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (24, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 6)) * 0.2}


tx = optax.adam(3e-3)


@jax.jit
def fit_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(
        lambda p: jnp.mean(jax.vmap(example_loss, in_axes=(None, 0, 0))(p, x, y)))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(192, 24)).astype(np.float32)
    y = rng.integers(0, 6, size=192).astype(np.int32)
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    # short warm-up training before scoring, as in the GraNd paper
    for i in range(0, 64, BATCH):
        params, opt_state, _ = fit_step(params, opt_state, x[i:i + BATCH], y[i:i + BATCH])

    scores = np.concatenate([grand_scores(params, x[i:i + BATCH], y[i:i + BATCH])
                             for i in range(0, len(x), BATCH)])
    x_kept, y_kept = prune(x, y, scores, keep_frac=0.5)
    print(f"kept {len(x_kept)} of {len(x)} examples, score range {scores.min():.3f}..{scores.max():.3f}")


if __name__ == "__main__":
    main()
