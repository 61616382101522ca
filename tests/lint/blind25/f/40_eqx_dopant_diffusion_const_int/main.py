import jax.numpy as jnp
import numpy as np

from implant import gaussian_implant, arrhenius_d
from solver import anneal_profile

N_STEPS = 400


def junction_depth(depth, conc, background=1e17):
    idx = np.argmax(np.asarray(conc) < background)
    return depth[idx]


def main():
    depth = np.linspace(0, 300, 301).astype(np.float32)
    c0 = jnp.asarray(np.log10(1.0) + gaussian_implant(depth, 1e15, 30.0, 12.0))
    for temp_c, t in [(900.0, 30.0), (950.0, 20.0), (1000.0, 10.0), (1050.0, 5.0)]:
        D = jnp.float32(arrhenius_d(temp_c))
        conc = anneal_profile(c0, jnp.float32(1.0), D, jnp.float32(t), N_STEPS)
        print(f"{temp_c:.0f}C {t:.0f}s: D={float(D):.3f} nm^2/s, Xj={junction_depth(depth, conc):.0f} nm")


if __name__ == "__main__":
    main()
