import jax
import jax.numpy as jnp
import numpy as np

from labs import lab_a_results, lab_b_results

N_TAXA = 12


@jax.jit
def site_richness(detections, weights):
    present = detections > 0
    return (present.sum(axis=1) * weights).sum() / weights.sum()


def main():
    rng = np.random.default_rng(0)
    weights = jnp.ones(20, jnp.float32)
    batches = [lab_a_results(rng, 20, N_TAXA), lab_b_results(rng, 20, N_TAXA),
               lab_a_results(rng, 20, N_TAXA), lab_b_results(rng, 20, N_TAXA)]
    for det in batches:
        print(float(site_richness(det, weights)))


if __name__ == "__main__":
    main()
