import numpy as np
import jax
import jax.numpy as jnp

from loader import load_week


@jax.jit
def harsh_braking_score(w, feats, flags):
    def loss(w):
        z = feats @ w[1:] + w[0]
        return jnp.mean(jnp.logaddexp(0.0, z) - flags * z) + 1e-3 * jnp.sum(w ** 2)
    return w - 0.4 * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(202)
    w = jnp.zeros(7)
    for week in range(8):
        feats, flags = load_week(rng, week)
        for _ in range(10):
            w = harsh_braking_score(w, feats, flags)
        print(week, np.round(np.asarray(w[:3]), 3))


if __name__ == "__main__":
    main()
