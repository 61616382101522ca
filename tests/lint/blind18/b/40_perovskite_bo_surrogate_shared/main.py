import jax.numpy as jnp
import numpy as np

from campaign import Campaign
from surrogate import MaskedGP


def main():
    camp = Campaign(budget=16, n_dim=4)
    pool = camp.rng.random((128, 4)).astype(np.float32)
    for i in range(3):
        camp.add(pool[i])
    gp = MaskedGP(lengthscale=0.25)
    for it in range(6):
        ei = gp.expected_improvement(jnp.asarray(camp.x), jnp.asarray(camp.y),
                                     jnp.asarray(camp.mask), jnp.asarray(pool))
        pick = int(np.argmax(np.asarray(ei)))
        camp.add(pool[pick])
        print(it, pick, float(camp.y[:camp.n].min()))


if __name__ == "__main__":
    main()
