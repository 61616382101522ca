import jax
import jax.numpy as jnp
import numpy as np

from chem import ELEMENTS, random_compositions
from model import formation_energy


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"embed": 0.3 * jax.random.normal(key, (len(ELEMENTS), 8)),
              "head": jnp.ones(8, jnp.float32) * 0.1}
    screened = []
    for comp in random_compositions(rng, 8):
        elements = tuple(sorted(comp))
        fractions = jnp.asarray([comp[e] for e in elements], jnp.float32)
        e_form = formation_energy(params, fractions, elements=elements)
        screened.append(("-".join(elements), float(e_form)))
    for name, e in sorted(screened, key=lambda t: t[1])[:3]:
        print(name, round(e, 4))


if __name__ == "__main__":
    main()
