import numpy as np
import jax
import jax.numpy as jnp

from settings import from_underwriting, from_renewal


@jax.jit
def insurer_payment(ground_up, terms):
    covered = jnp.clip(ground_up - terms["deductible"], 0.0, terms["limit"])
    return terms["coinsurance"] * covered


def main():
    rng = np.random.default_rng(506)
    for i in range(6):
        terms = from_underwriting(rng) if i % 2 == 0 else from_renewal(rng)
        losses = jnp.asarray(rng.lognormal(8.0, 1.2, 300), jnp.float32)
        pay = insurer_payment(losses, terms)
        print(i, list(terms), round(float(pay.mean()), 2))


if __name__ == "__main__":
    main()
