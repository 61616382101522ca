import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import PROFILES

DIM = 4


@functools.partial(jax.jit, static_argnums=(3,))
def run_local(w, x, y, num_steps):
    def body(_, w):
        grad = x.T @ (x @ w - y) / x.shape[0]
        return w - 0.05 * grad

    return jax.lax.fori_loop(0, num_steps, body, w)


def main():
    rng = np.random.RandomState(0)
    data = [(jnp.asarray(rng.normal(size=(20, DIM)), jnp.float32),
             jnp.asarray(rng.normal(size=(20,)), jnp.float32)) for _ in PROFILES]
    w = jnp.zeros((DIM,))
    for rnd in range(3):
        locals_, weights = [], []
        for profile, (x, y) in zip(PROFILES, data):
            locals_.append(run_local(w, x, y, profile.local_steps))
            weights.append(profile.local_steps)
        weights = jnp.asarray(weights, jnp.float32)
        w = jnp.tensordot(weights / weights.sum(), jnp.stack(locals_), axes=1)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()
