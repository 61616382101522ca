import jax
import jax.numpy as jnp
import numpy as np
import optax

from plateau import PlateauController

DIM = 10
tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def loss_fn(w, q, d):
    logits = (q @ w) @ (d @ w).T
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


@jax.jit
def train_step(w, opt_state, q, d):
    loss, g = jax.value_and_grad(loss_fn)(w, q, d)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


VAL_LOSSES = [1.0, 0.9, 0.95, 0.97, 0.85, 0.9, 0.92, 0.93]


def main():
    rng = np.random.default_rng(0)
    w = jnp.eye(DIM)
    opt_state = tx.init(w)
    controller = PlateauController()
    for epoch, val in enumerate(VAL_LOSSES):
        q = rng.normal(size=(8, DIM)).astype(np.float32)
        d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
        w, opt_state, loss = train_step(w, opt_state, q, d)
        opt_state = controller.step(opt_state, val)
        print(epoch, float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
