import numpy as np
import jax
import jax.numpy as jnp

from batcher import MicroBatcher


@jax.jit
def glm_quote(coefs, block):
    return jnp.exp(block @ coefs["freq"] - 2.2) * jnp.exp(block @ coefs["sev"] + 7.2)


def main():
    rng = np.random.default_rng(293)
    coefs = {"freq": jnp.asarray(rng.normal(0, 0.2, 6), jnp.float32),
             "sev": jnp.asarray(rng.normal(0, 0.1, 6), jnp.float32)}
    mb = MicroBatcher(6)
    for tick in range(6):
        for _ in range(int(rng.integers(1, 30))):
            mb.add(rng.normal(size=6))
        block, n = mb.flush()
        prem = np.asarray(glm_quote(coefs, block))[:n]
        print(tick, n, round(float(prem.mean()), 2))


if __name__ == "__main__":
    main()
