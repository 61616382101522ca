from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from objectives import objective_for

GAMMAS = [2.0, 5.0, 10.0]
OBJECTIVES = {g: objective_for(g) for g in GAMMAS}
N_STEPS = 25


@partial(jax.jit, static_argnums=(0,))
def ascend(obj, logits, mu, cov):
    def f(z):
        return obj(jax.nn.softmax(z), mu, cov)

    for _ in range(N_STEPS):
        logits = logits + 0.5 * jax.grad(f)(logits)
    return logits


def main():
    rng = np.random.default_rng(22)
    r = (rng.standard_normal((250, 5)) * 0.01 + 0.0004).astype(np.float32)
    mu = jnp.asarray(r.mean(0) * 252)
    cov = jnp.asarray(np.cov(r, rowvar=False).astype(np.float32) * 252)
    for quarter in range(2):
        for g in GAMMAS:
            z = ascend(OBJECTIVES[g], jnp.zeros(5, dtype=jnp.float32), mu, cov)
            w = jax.nn.softmax(z)
            print(quarter, g, np.round(np.asarray(w), 3))


if __name__ == "__main__":
    main()
