import functools

import jax
import jax.numpy as jnp
import numpy as np

from tiers import build_tiers

DIM = 6
CLIP = 1.0
SIGMA = 0.8


@functools.partial(jax.jit, static_argnames=("private",))
def client_update(w, x, y, key, private):
    grad = x.T @ (x @ w - y) / x.shape[0]
    if private:
        grad = grad * jnp.minimum(1.0, CLIP / (jnp.linalg.norm(grad) + 1e-9))
        grad = grad + SIGMA * CLIP / x.shape[0] * jax.random.normal(key, grad.shape)
    return w - 0.1 * grad


def main():
    rng = np.random.RandomState(0)
    tiers = build_tiers(6)
    data = [(jnp.asarray(rng.normal(size=(24, DIM)), jnp.float32),
             jnp.asarray(rng.normal(size=(24,)), jnp.float32)) for _ in tiers]
    w = jnp.zeros((DIM,))
    key = jax.random.PRNGKey(0)
    for rnd in range(3):
        keys = jax.random.split(jax.random.fold_in(key, rnd), len(tiers))
        new = [client_update(w, x, y, k, private=t.private)
               for t, (x, y), k in zip(tiers, data, keys)]
        w = sum(new) / len(new)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()
