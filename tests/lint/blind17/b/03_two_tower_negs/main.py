import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TwoTower
from train import make_train_step, negatives_for_step

NUM_USERS, NUM_ITEMS, BATCH = 100, 300, 32


def main():
    model = TwoTower(NUM_USERS, NUM_ITEMS)
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1,), jnp.int32), jnp.zeros((1,), jnp.int32))
    tx = optax.adagrad(0.05)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)

    for step in range(10):
        users = jnp.asarray(rng.integers(0, NUM_USERS, BATCH), jnp.int32)
        pos = jnp.asarray(rng.integers(0, NUM_ITEMS, BATCH), jnp.int32)
        key, sub = jax.random.split(key)
        k = negatives_for_step(step)
        params, opt_state, loss = train_step(
            params, opt_state, sub, users, pos, num_negatives=k
        )
        print(f"step {step} negatives {k} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
