import jax
import jax.numpy as jnp
import numpy as np
import optax

from store import LabelStore

FEAT = 5
tx = optax.adam(0.05)


@jax.jit
def refit_epoch(params, opt_state, x, y, w):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        per_frame = optax.sigmoid_binary_cross_entropy(logits, y)
        return (per_frame * w).sum() / jnp.maximum(w.sum(), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def operator_labels(rounds, per_round=3, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(rounds):
        x = rng.standard_normal((per_round, FEAT)).astype(np.float32)
        yield x, (x[:, 0] + x[:, 1] > 0).astype(np.float32)


def main():
    store = LabelStore(FEAT)
    params = {"w": jnp.zeros((FEAT,)), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for x_new, y_new in operator_labels(5):
        store.add(x_new, y_new)
        x_all, y_all, w_all = store.all()
        params, opt_state, loss = refit_epoch(params, opt_state, x_all, y_all, w_all)
        print(int(w_all.sum()), round(float(loss), 4))


if __name__ == "__main__":
    main()
