import numpy as np
import jax.numpy as jnp

from hazard import HurricaneCatalogue
from loss import portfolio_event_loss


def main():
    cat = HurricaneCatalogue(seed=2)
    tiv = jnp.asarray(np.linspace(2e8, 9e8, 12), jnp.float32)
    va, vb = jnp.float32(55.0), jnp.float32(8.0)
    aal, oep = [], []
    for sim_year in range(40):
        wind, landfall = cat.year()
        agg, occ = portfolio_event_loss(wind, landfall, tiv, va, vb)
        aal.append(float(agg))
        oep.append(float(occ))
    print("AAL", np.mean(aal), "1-in-20 OEP", np.quantile(oep, 0.95))


if __name__ == "__main__":
    main()
