import numpy as np
import jax
import jax.numpy as jnp

from panel import cohort_panel, balanced_subpanel


@jax.jit
def did_estimate(panel):
    y, d, p = panel["y"], panel["treated"], panel["post"]

    def cell(dv, pv):
        w = (d == dv) * (p == pv)
        return jnp.sum(w * y) / jnp.sum(w)

    return (cell(1, 1) - cell(1, 0)) - (cell(0, 1) - cell(0, 0))


def main():
    rng = np.random.default_rng(0)
    panel = cohort_panel(rng)
    full = did_estimate(panel)
    n = panel["y"].shape[0]
    reps = []
    for b in range(4):
        keep = rng.integers(0, n, size=n)
        reps.append(float(did_estimate(balanced_subpanel(panel, keep))))
    print(f"DiD {float(full):.3f}, unit-bootstrap se {np.std(reps):.3f}")


if __name__ == "__main__":
    main()
