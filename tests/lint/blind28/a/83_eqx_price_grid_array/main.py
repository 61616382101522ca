import jax.numpy as jnp
import numpy as np

from optimizer import PackagePricer


def main():
    rng = np.random.default_rng(0)
    pricer = PackagePricer(jnp.float32(np.log(6.0)), jnp.float32(1.4))
    for day in range(8):
        comp = jnp.float32(np.round(rng.normal(150, 12)))
        p = pricer.quote(comp, jnp.float32(35.0))
        print(day, float(comp), float(p))


if __name__ == "__main__":
    main()
