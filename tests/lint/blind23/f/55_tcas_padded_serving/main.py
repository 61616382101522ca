import numpy as np
import jax
import jax.numpy as jnp

from batching import to_slots
from model import net, classify_intruders


def surveillance_frame(rng, n):
    # range [nm], closure rate [kt], relative altitude [ft], altitude rate [fpm]
    return np.stack([rng.uniform(0.5, 14, n), rng.uniform(-500, 200, n),
                     rng.uniform(-3000, 3000, n), rng.uniform(-2000, 2000, n)], 1) / np.array([10, 300, 2000, 1500])


def main():
    rng = np.random.default_rng(0)
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))
    for n in [3, 12, 7, 25, 1, 18]:
        feats, valid = to_slots(surveillance_frame(rng, n))
        cls = classify_intruders(params, feats, valid)
        print(n, np.bincount(np.asarray(cls), minlength=3))


if __name__ == "__main__":
    main()
