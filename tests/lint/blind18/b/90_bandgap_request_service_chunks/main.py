import jax
import jax.numpy as jnp

from featurizer import ELEMENTS
from service import GapService

REQUESTS = [
    {"formulas": ["GaN", "ZnO", "Si"]},
    {"formulas": ["TiO2", "SrTiO3"]},
    {"formulas": ["NaCl", "KCl", "LiF", "MgO", "CaO"]},
    {"formulas": ["CuFeS2"]},
    {"formulas": ["SnSe", "ZnSe", "GaP", "AlN"]},
]


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (len(ELEMENTS), 32)),
              "b1": jnp.zeros(32, jnp.float32),
              "w2": 0.3 * jax.random.normal(k2, (32,))}
    service = GapService(params)
    for req in REQUESTS:
        print(service.handle(req))


if __name__ == "__main__":
    main()
