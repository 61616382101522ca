import jax
import jax.numpy as jnp
import numpy as np

from buffer import RecentMatches


@jax.jit
def recent_form(values, valid):
    n = values.shape[0]
    w = (0.85 ** jnp.arange(n)[::-1]) * valid
    return jnp.sum(w * values) / jnp.maximum(jnp.sum(w), 1e-6)


def main():
    rng = np.random.default_rng(12)
    buf = RecentMatches()
    for match in range(25):
        buf.push(float(rng.normal(50, 10)))
        values, valid = buf.ordered()
        form = recent_form(values, valid)
    print(round(float(form), 2))


if __name__ == "__main__":
    main()
