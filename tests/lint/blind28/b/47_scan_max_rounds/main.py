import jax
import jax.numpy as jnp
import numpy as np

from rounds import load_match


@jax.jit
def economy_trace(buy, won, valid):
    def step(bank, xs):
        b, w, v = xs
        income = jnp.where(w > 0, 3250.0, 1900.0)
        new_bank = jnp.clip(bank - b + income, 0.0, 16000.0)
        bank = jnp.where(v > 0, new_bank, bank)
        return bank, bank
    _, banks = jax.lax.scan(step, jnp.full(2, 800.0), (buy, won, valid))
    return banks


def main():
    rng = np.random.default_rng(8)
    for m in range(8):
        banks = economy_trace(*load_match(rng))
        print(m, np.asarray(banks[-1]).round())


if __name__ == "__main__":
    main()
