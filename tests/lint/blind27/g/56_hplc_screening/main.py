import numpy as np
import jax
import jax.numpy as jnp

ANALYTES = ["glucose", "fructose", "malic", "acetic"]


@jax.jit
def residual_profile(analytes, limits):
    # analytes: list of per-sample concentration vectors, one per analyte
    over = [jnp.maximum(a - l, 0.0) for a, l in zip(analytes, limits)]
    sweetness = analytes[0] + analytes[1]
    return sweetness, jnp.stack(over).sum(0)


def hplc_run(rng, n_samples=10):
    return [jnp.asarray(rng.gamma(2.0, s, n_samples), jnp.float32) for s in (0.8, 1.2, 0.6, 0.15)]


def main():
    rng = np.random.default_rng(10)
    limits = [jnp.float32(2.0), jnp.float32(2.0), jnp.float32(1.5), jnp.float32(0.6)]
    for run in range(5):
        peaks = hplc_run(rng)
        sweet, over = residual_profile(peaks, limits)
        print(f"run {run}: dry samples {int((sweet < 4.0).sum())}/10, flagged {int((over > 0).sum())}")


if __name__ == "__main__":
    main()
