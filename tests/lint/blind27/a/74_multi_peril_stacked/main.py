import numpy as np
import jax
import jax.numpy as jnp

from perils import REGION_PERILS, loss_matrix


@jax.jit
def region_tail_metrics(losses):
    total = losses.sum(axis=0)
    return jnp.mean(total), jnp.quantile(total, 0.996), losses.mean(axis=1)


def main():
    rng = np.random.default_rng(212)
    for region in REGION_PERILS:
        aal, pml250, by_peril = region_tail_metrics(loss_matrix(rng, region))
        print(region, f"{float(aal):,.0f}", f"{float(pml250):,.0f}", int((by_peril > 0).sum()))


if __name__ == "__main__":
    main()
