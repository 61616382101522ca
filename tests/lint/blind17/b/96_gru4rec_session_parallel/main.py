import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import gru, init
from sessions import make_sessions, session_parallel

NUM_ITEMS, DIM, WIDTH = 120, 16, 8
tx = optax.adagrad(0.1)


@jax.jit
def step(params, opt_state, hidden, inputs, targets):
    def loss_fn(p):
        h = gru(p, hidden, p["emb"][inputs])
        logits = h @ p["emb"].T
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean(), h

    (loss, h), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, h, loss


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0), NUM_ITEMS, DIM)
    opt_state = tx.init(params)
    sessions = make_sessions(rng, WIDTH, NUM_ITEMS)
    hidden = {s: jnp.zeros(DIM) for s in range(len(sessions))}
    for t, (active, inputs, targets) in enumerate(session_parallel(sessions, WIDTH)):
        h = jnp.stack([hidden[s] for s in active])
        params, opt_state, h, loss = step(params, opt_state, h, inputs, targets)
        for i, s in enumerate(active):
            hidden[s] = h[i]
        print(t, len(active), float(loss))


if __name__ == "__main__":
    main()
