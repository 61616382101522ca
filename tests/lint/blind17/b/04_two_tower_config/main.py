import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import RetrievalConfig
from model import TwoTower
from train import make_train_step


def main(cfg=RetrievalConfig()):
    model = TwoTower(cfg.num_users, cfg.num_items)
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1,), jnp.int32), jnp.zeros((1,), jnp.int32))
    tx = optax.adagrad(0.05)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)

    for step in range(cfg.steps):
        users = jnp.asarray(rng.integers(0, cfg.num_users, cfg.batch_size), jnp.int32)
        pos = jnp.asarray(rng.integers(0, cfg.num_items, cfg.batch_size), jnp.int32)
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(
            params, opt_state, sub, users, pos, num_negatives=cfg.num_negatives
        )
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
