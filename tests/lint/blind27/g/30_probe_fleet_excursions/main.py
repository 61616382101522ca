import numpy as np
import jax
import jax.numpy as jnp

from devices import read_device


@jax.jit
def excursion_summary(trace):
    centred = trace - jnp.median(trace)
    return jnp.stack([jnp.abs(centred).max(), centred.std()])


def main():
    rng = np.random.default_rng(0)
    fleet = ["legacy", "smart", "legacy", "smart", "smart", "legacy"]
    for i, kind in enumerate(fleet):
        peak, sd = excursion_summary(read_device(kind, rng))
        print(f"tank{i:02d} ({kind}): max excursion {float(peak):.2f}, sd {float(sd):.2f}")


if __name__ == "__main__":
    main()
