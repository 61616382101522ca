import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def settle_lees(conc, depth_profile, hours):
    # lees settling after racking: exponential clearing, deeper layers clear slower
    k = 0.12 / (1.0 + depth_profile)
    return conc * jnp.exp(-k * hours)


def main():
    depth = np.linspace(0.0, 2.0, 50).astype(np.float32)
    conc = np.full(50, 3.5, np.float32)  # g/L suspended solids, straight from numpy
    for check in range(6):
        conc = settle_lees(conc, depth, np.float32(12.0))
        print(f"check {check} ({type(conc).__name__}): top {float(conc[0]):.3f}, bottom {float(conc[-1]):.3f} g/L")


if __name__ == "__main__":
    main()
