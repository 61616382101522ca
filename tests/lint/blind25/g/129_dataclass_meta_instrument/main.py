import numpy as np
import jax
import jax.numpy as jnp

from batch import incoming_bales


@jax.jit
def alpha_acid_bias(coef, sample):
    pred = 11.0 + sample.spectra @ coef
    return jnp.mean(pred - sample.alpha_ref), jnp.std(pred - sample.alpha_ref)


def main():
    rng = np.random.default_rng(1)
    coef = jnp.asarray(rng.normal(size=40) * 0.02, dtype=jnp.float32)
    for bale_id, sample in incoming_bales(rng):
        bias, sep = alpha_acid_bias(coef, sample)
        print(f"{bale_id} on {sample.instrument}: bias {float(bias):+.2f} SEP {float(sep):.2f}")


if __name__ == "__main__":
    main()
