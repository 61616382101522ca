import numpy as np
import jax
import jax.numpy as jnp

from evaluate import run_eval

N_USERS, N_ITEMS, DIM = 40, 120, 8


@jax.jit
def mf_step(user_emb, item_emb, users, items, lr=0.2):
    def loss_fn(u, i):
        pos = (u[users] * i[items]).sum(-1)
        return -jax.nn.log_sigmoid(pos).mean() + 0.01 * (jnp.sum(u ** 2) + jnp.sum(i ** 2))

    gu, gi = jax.grad(loss_fn, argnums=(0, 1))(user_emb, item_emb)
    return user_emb - lr * gu, item_emb - lr * gi


def main():
    rng = np.random.default_rng(37)
    ku, ki = jax.random.split(jax.random.PRNGKey(37))
    user_emb = 0.1 * jax.random.normal(ku, (N_USERS, DIM))
    item_emb = 0.1 * jax.random.normal(ki, (N_ITEMS, DIM))
    favourite = jnp.asarray(rng.integers(0, N_ITEMS, N_USERS), jnp.int32)
    for epoch in range(4):
        users = jnp.asarray(rng.integers(0, N_USERS, 128), jnp.int32)
        user_emb, item_emb = mf_step(user_emb, item_emb, users, favourite[users])
        report = run_eval(user_emb, item_emb, favourite)
        print(f"epoch {epoch} " + " ".join(f"{k}@10={v:.3f}" for k, v in report.items()))


if __name__ == "__main__":
    main()
