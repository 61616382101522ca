import jax
import jax.numpy as jnp
import numpy as np

from chem import ELEMENT_INDEX, ELEMENTS, random_compositions
from model import formation_energy


def to_dense(comp):
    v = np.zeros(len(ELEMENTS), np.float32)
    for e, f in comp.items():
        v[ELEMENT_INDEX[e]] = f
    return jnp.asarray(v)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"embed": 0.3 * jax.random.normal(key, (len(ELEMENTS), 8)),
              "head": jnp.ones(8, jnp.float32) * 0.1}
    screened = []
    for comp in random_compositions(rng, 8):
        e_form = formation_energy(params, to_dense(comp))
        screened.append(("-".join(sorted(comp)), float(e_form)))
    for name, e in sorted(screened, key=lambda t: t[1])[:3]:
        print(name, round(e, 4))


if __name__ == "__main__":
    main()
