import numpy as np
import jax
import jax.numpy as jnp

from towers import TwoTowerRetriever

USER_DIM, ITEM_DIM, EMB, BATCH = 10, 14, 8, 32


def main():
    rng = np.random.default_rng(31)
    mix = rng.standard_normal((USER_DIM, ITEM_DIM)).astype(np.float32)
    model = TwoTowerRetriever(USER_DIM, ITEM_DIM, EMB, jax.random.PRNGKey(31))
    lr = jnp.asarray(0.5, jnp.float32)
    for step in range(6):
        users = rng.standard_normal((BATCH, USER_DIM)).astype(np.float32)
        items = users @ mix + 0.1 * rng.standard_normal((BATCH, ITEM_DIM)).astype(np.float32)
        model.params, loss = model.train_fn(model.params, jnp.asarray(users), jnp.asarray(items), lr)
        hits = (np.asarray(model.score_fn(model.params, jnp.asarray(users), jnp.asarray(items))).argmax(1)
                == np.arange(BATCH)).mean()
        print(f"step {step} loss {float(loss):.4f} in-batch hit@1 {hits:.2f}")


if __name__ == "__main__":
    main()
