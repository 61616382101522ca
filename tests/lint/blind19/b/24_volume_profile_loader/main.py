import jax
import jax.numpy as jnp
import numpy as np

from loader import load_session_volumes

N_BUCKETS = 26


@jax.jit
def vwap_schedule(volumes, target_qty):
    profile = volumes / volumes.sum()
    return jnp.round(profile * target_qty)


def main():
    rng = np.random.default_rng(13)
    for day in range(8):
        vols = load_session_volumes(rng, N_BUCKETS, gap_prob=0.05)
        sched = vwap_schedule(jnp.asarray(vols), 10_000.0)
        print(day, vols.dtype, int(sched.sum()))


if __name__ == "__main__":
    main()
