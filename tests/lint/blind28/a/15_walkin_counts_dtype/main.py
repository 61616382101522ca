import jax
import jax.numpy as jnp
import numpy as np

from ingest import nightly_walkins


@jax.jit
def update_walkin_rate(rate, counts):
    hourly = counts.astype(jnp.float32)
    return 0.9 * rate + 0.1 * hourly


def main():
    rng = np.random.default_rng(0)
    rate = jnp.full(24, 4.0, jnp.float32)
    for night in range(12):
        rate = update_walkin_rate(rate, nightly_walkins(rng, night))
    print("evening peak", int(jnp.argmax(rate)), np.round(np.asarray(rate[18:22]), 2))


if __name__ == "__main__":
    main()
