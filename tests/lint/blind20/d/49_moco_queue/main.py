import jax
import jax.numpy as jnp
import numpy as np
import optax

from bank import NegativeQueue

DIM = 8
BATCH = 4
CAPACITY = 16

tx = optax.sgd(0.05)


def moco_loss(w, q, k, queue):
    qe = q @ w
    ke = jax.lax.stop_gradient(k @ w)
    pos = jnp.sum(qe * ke, axis=-1, keepdims=True)
    neg = qe @ queue.T
    logits = jnp.concatenate([pos, neg], axis=1) / 0.1
    return -jax.nn.log_softmax(logits, axis=1)[:, 0].mean(), ke


@jax.jit
def train_step(w, opt_state, q, k, queue):
    (loss, keys), g = jax.value_and_grad(moco_loss, has_aux=True)(w, q, k, queue)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss, keys


def main():
    rng = np.random.default_rng(0)
    w = jnp.eye(DIM)
    opt_state = tx.init(w)
    queue = NegativeQueue(DIM, CAPACITY)
    for step in range(6):
        x = rng.normal(size=(BATCH, DIM)).astype(np.float32)
        q = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        k = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        w, opt_state, loss, keys = train_step(w, opt_state, q, k, queue.negatives())
        queue.push(np.asarray(keys))
        print(step, float(loss))


if __name__ == "__main__":
    main()
