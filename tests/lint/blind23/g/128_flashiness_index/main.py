import jax
import jax.numpy as jnp
import numpy as np

from sources import from_archive, from_live_model


@jax.jit
def flashiness_index(q):
    return jnp.abs(jnp.diff(q)).sum() / q.sum()


def main():
    rng = np.random.default_rng(14)
    for station, source in [("Ribble", from_archive), ("Lune", from_live_model), ("Wyre", from_archive), ("Kent", from_live_model)]:
        q = source(rng)
        print(f"{station:>6} ({type(q).__name__}): Richards-Baker flashiness {float(flashiness_index(q)):.3f}")


if __name__ == "__main__":
    main()
