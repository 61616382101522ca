import numpy as np
import jax.numpy as jnp

from hplc import quantify_caffeine
from sequence import injections_for


def main():
    rng = np.random.default_rng(0)
    for sample in range(6):
        block, used = injections_for(rng, sample)
        mean, sd = quantify_caffeine(block, used, jnp.float32(0.09), jnp.float32(0.2))
        print(f"cold brew {sample}: {float(mean):.1f} mg/L (sd {float(sd):.2f}, n={int(used.sum())})")


if __name__ == "__main__":
    main()
