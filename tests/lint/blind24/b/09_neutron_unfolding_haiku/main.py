import jax
import jax.numpy as jnp
import numpy as np

from evaluate import unfold_campaign
from net import N_BINS, N_SPHERES, unfold_net


def main():
    rng = np.random.default_rng(11)
    params = unfold_net.init(jax.random.PRNGKey(0), jnp.ones((1, N_SPHERES)))
    h_star = jnp.asarray(np.geomspace(10.0, 400.0, N_BINS).astype(np.float32))  # pSv cm^2
    for site in ["reactor hall", "cyclotron vault", "spent fuel pool", "storage cask"]:
        readings = jnp.asarray(rng.uniform(5.0, 500.0, (16, N_SPHERES)).astype(np.float32))
        phi, dose = unfold_campaign(params, readings, h_star)
        print(f"{site:>16}: mean relative H*(10) {float(dose.mean()):.2f}")


if __name__ == "__main__":
    main()
