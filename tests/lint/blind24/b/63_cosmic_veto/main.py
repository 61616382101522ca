import jax.numpy as jnp
import numpy as np

from daq import read_block
from spectrum import vetoed_spectrum


def main():
    rng = np.random.default_rng(0)
    total = jnp.zeros(300)
    for block in range(8):
        e, dt = read_block(rng)
        hist, kept = vetoed_spectrum(e, dt, 20.0)
        total = total + hist
        print(f"block {block}: {int(kept)} events survive the muon veto")
    print("integral", float(total.sum()))


if __name__ == "__main__":
    main()
