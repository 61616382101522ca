import jax
import jax.numpy as jnp
import numpy as np
import optax

from acquisition import select_most_uncertain

BATCH = 16
ROUNDS = 4
QUERY_SIZE = 10
tx = optax.sgd(0.2)


def logits_fn(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def predict_proba(params, x):
    return jax.nn.softmax(logits_fn(params, x))


def main():
    rng = np.random.default_rng(0)
    x_pool = rng.normal(size=(200, 5)).astype(np.float32)
    y_pool = (x_pool[:, 0] + x_pool[:, 1] > 0).astype(np.int32)
    labeled = rng.choice(len(x_pool), size=20, replace=False)
    params = {"w": jnp.zeros((5, 2)), "b": jnp.zeros(2)}
    opt_state = tx.init(params)
    for rnd in range(ROUNDS):
        perm = rng.permutation(labeled)
        for i in range(0, len(perm), BATCH):
            idx = perm[i:i + BATCH]
            params, opt_state, loss = train_step(params, opt_state, x_pool[idx], y_pool[idx])
        unlabeled = np.setdiff1d(np.arange(len(x_pool)), labeled)
        probs = np.asarray(predict_proba(params, x_pool))[unlabeled]
        labeled = np.concatenate([labeled, select_most_uncertain(probs, unlabeled, QUERY_SIZE)])
        print(f"round {rnd}: {len(labeled)} labeled, loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
