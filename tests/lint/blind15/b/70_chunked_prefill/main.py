import jax
import jax.numpy as jnp
import numpy as np

from prefill import encode_prompt

VOCAB, DIM = 50, 16

if __name__ == "__main__":
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.3,
              "w": jax.random.normal(k2, (DIM, DIM)) * 0.3,
              "out": jax.random.normal(k3, (DIM, VOCAB)) * 0.3}
    rng = np.random.default_rng(0)
    for n in [21, 13, 30, 16]:
        ids = rng.integers(0, VOCAB, n).astype(np.int32)
        state = encode_prompt(params, ids, DIM)
        print(n, int(jnp.argmax(state @ params["out"])))
