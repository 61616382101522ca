import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import catalog_coverage, recall_at_20
from model import init, session_logits

NUM_ITEMS, DIM = 300, 16
tx = optax.adam(1e-2)


def loss_fn(params, sessions, targets):
    logits = session_logits(params, sessions)
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


@jax.jit
def train_step(params, opt_state, sessions, targets):
    loss, g = jax.value_and_grad(loss_fn)(params, sessions, targets)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0), NUM_ITEMS, DIM)
    opt_state = tx.init(params)
    val_s = jnp.asarray(rng.integers(0, NUM_ITEMS, (64, 5)), jnp.int32)
    val_t = (val_s[:, -1] + 1) % NUM_ITEMS
    for epoch in range(3):
        for _ in range(3):
            s = jnp.asarray(rng.integers(0, NUM_ITEMS, (64, 5)), jnp.int32)
            params, opt_state, loss = train_step(params, opt_state, s, (s[:, -1] + 1) % NUM_ITEMS)
        print(epoch, float(loss), recall_at_20(params, val_s, val_t), catalog_coverage(params, val_s))


if __name__ == "__main__":
    main()
