import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def relative_delays(arrivals, ref_index):
    return arrivals - arrivals[ref_index]


def pick_reference(snr, policy):
    if policy == "first":
        return 0
    return np.argmax(snr)


def main():
    rng = np.random.default_rng(19)
    policies = ["first", "best_snr", "best_snr", "first", "best_snr"]
    for ev, policy in enumerate(policies):
        arrivals = jnp.asarray(np.sort(rng.uniform(0, 10, 12)), jnp.float32)
        snr = rng.lognormal(1.0, 0.5, 12)
        ref = pick_reference(snr, policy)
        d = relative_delays(arrivals, ref)
        print(ev, policy, int(ref), float(d.max()))


if __name__ == "__main__":
    main()
