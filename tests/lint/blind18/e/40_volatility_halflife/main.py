import numpy as np
import jax
import jax.numpy as jnp

from settings import HALFLIVES


@jax.jit
def ewma_vol(returns, halflife):
    lam = 0.5 ** (1.0 / halflife)

    def body(var, r):
        var = lam * var + (1.0 - lam) * r ** 2
        return var, jnp.sqrt(var)

    _, vol = jax.lax.scan(body, jnp.var(returns[:10]), returns)
    return vol * jnp.sqrt(252.0)


def main():
    rng = np.random.default_rng(0)
    r = jnp.asarray(rng.standard_t(5, size=300) * 0.01, dtype=jnp.float32)
    for name, hl in HALFLIVES.items():
        vol = ewma_vol(r, float(hl))
        print(f"{name:>9}: last annualized vol {float(vol[-1]):.3f}")


if __name__ == "__main__":
    main()
