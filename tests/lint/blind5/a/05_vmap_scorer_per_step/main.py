import numpy as np
import jax
import jax.numpy as jnp

from train import run_epoch

USER_DIM, ITEM_DIM, EMB = 12, 10, 8
N_CANDIDATES = 20


def make_batches(rng, n_batches=2, batch_size=32):
    batches = []
    for _ in range(n_batches):
        users = rng.standard_normal((batch_size, USER_DIM)).astype(np.float32)
        cands = rng.standard_normal((batch_size, N_CANDIDATES, ITEM_DIM)).astype(np.float32)
        clicked = rng.integers(0, N_CANDIDATES, batch_size)
        clicks = np.eye(N_CANDIDATES, dtype=np.float32)[clicked]
        batches.append((jnp.asarray(users), jnp.asarray(cands), jnp.asarray(clicks)))
    return batches


def main():
    rng = np.random.default_rng(5)
    key_u, key_i = jax.random.split(jax.random.PRNGKey(5))
    params = {
        "wu": 0.2 * jax.random.normal(key_u, (USER_DIM, EMB)),
        "wi": 0.2 * jax.random.normal(key_i, (ITEM_DIM, EMB)),
    }
    batches = make_batches(rng)
    for epoch in range(2):
        params, loss = run_epoch(params, batches)
        print(f"epoch {epoch} listwise loss {loss:.4f}")


if __name__ == "__main__":
    main()
