import jax
import jax.numpy as jnp
import numpy as np

from thresholds import regulatory_threshold


@jax.jit
def low_flow_days(q, threshold):
    below = q < threshold
    runs = jax.lax.associative_scan(lambda a, b: jnp.where(b > 0, a + b, 0), below.astype(jnp.int32))
    return below.sum(), runs.max()


def main():
    rng = np.random.default_rng(9)
    for site in ["A", "B", "CX", "DQ", "E"]:
        q = jnp.asarray(rng.lognormal(2.8, 0.5, 365).astype(np.float32))
        n, longest = low_flow_days(q, regulatory_threshold(site))
        print(f"site {site}: {int(n)} days below threshold, longest spell {int(longest)}")


if __name__ == "__main__":
    main()
