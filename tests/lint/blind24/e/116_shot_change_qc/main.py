import jax.numpy as jnp
import numpy as np

from snap import shot_change_conflicts
from sources import vendor_cues

CUTS = np.array([30, 100, 200, 300, 400], np.float32)


def main():
    for name in ["inhouse_ep1", "vendorA_ep1", "inhouse_ep2", "vendorB_ep2"]:
        cues = jnp.asarray(vendor_cues(name))
        n = shot_change_conflicts(cues, CUTS)
        print(name, cues.dtype, int(n))


if __name__ == "__main__":
    main()
