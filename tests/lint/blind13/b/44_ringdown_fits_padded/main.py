import jax.numpy as jnp
import numpy as np

from experiments import record_ringdown, to_fixed_length
from fitting import fit_ringdown

SPECIMENS = [(6.0, 0.02, 1.0), (6.3, 0.05, 0.8), (5.8, 0.03, 1.2), (6.1, 0.08, 1.0), (6.0, 0.04, 0.9)]


def main():
    rng = np.random.default_rng(0)
    for omega, zeta, amp in SPECIMENS:
        rec = record_ringdown(omega, zeta, amp, rng=rng)
        t, y, w = to_fixed_length(rec)
        p0 = jnp.array([np.log(6.0), np.log(0.03), float(rec[0, 1])], jnp.float32)
        p, sse = fit_ringdown(p0, jnp.asarray(t), jnp.asarray(y), jnp.asarray(w))
        print(f"{len(rec):3d} samples: omega={float(jnp.exp(p[0])):.3f} (true {omega}), "
              f"zeta={float(jnp.exp(p[1])):.4f} (true {zeta}), sse={float(sse):.4f}")


if __name__ == "__main__":
    main()
