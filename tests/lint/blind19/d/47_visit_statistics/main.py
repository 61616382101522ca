import jax
import jax.numpy as jnp
import numpy as np
import optax

from stats import init_visit_counts, update_visit_counts

N, F, C, B = 100, 8, 3, 20
tx = optax.sgd(0.1)


def logits_fn(w, ax, nodes):
    return ax[nodes] @ w


@jax.jit
def train_step(w, opt_state, visits, ax, y, nodes):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, ax, nodes), y[nodes]).mean()
    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = tx.update(g, opt_state)
    visits = update_visit_counts(visits, nodes)
    return optax.apply_updates(w, upd), opt_state, visits, loss


def main():
    rng = np.random.default_rng(0)
    a = (rng.random((N, N)) < 0.05).astype(np.float32) + np.eye(N, dtype=np.float32)
    a /= a.sum(1, keepdims=True)
    x = rng.normal(size=(N, F)).astype(np.float32)
    ax = jnp.asarray(a @ x)
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    w = jnp.zeros((F, C))
    opt_state = tx.init(w)
    visits = init_visit_counts(N)
    for step in range(6):
        nodes = jnp.asarray(rng.choice(N, B, replace=False).astype(np.int32))
        w, opt_state, visits, loss = train_step(w, opt_state, visits, ax, y, nodes)
    print("least visited", int(jnp.argmin(visits)), float(loss))


if __name__ == "__main__":
    main()
