import numpy as np
import jax
import jax.numpy as jnp


TRIALS = {
    "SAD": [0.0, 1.0, 3.0, 10.0, 30.0, 100.0],
    "MAD": [0.0, 10.0, 30.0, 60.0],
    "PoC": [0.0, 30.0],
    "DRF": [0.0, 5.0, 15.0, 30.0, 60.0],
}


def load_trials(n=60, seed=4):
    rng = np.random.default_rng(seed)
    for name, levels in TRIALS.items():
        dose = rng.choice(levels, n).astype(np.float32)
        resp = (10 * np.log1p(dose) + rng.normal(0, 3, n)).astype(np.float32)
        yield name, dose, resp


MAX_LEVELS = 8


@jax.jit
def dose_group_means(levels, valid, dose, response):
    member = (dose[None, :] == levels[:, None]) & valid[:, None]
    counts = member.sum(1)
    means = (member * response[None, :]).sum(1) / jnp.maximum(counts, 1)
    w = valid.astype(jnp.float32)
    x = jnp.log1p(levels)
    xm = jnp.sum(w * x) / w.sum()
    ym = jnp.sum(w * means) / w.sum()
    slope = jnp.sum(w * (x - xm) * (means - ym)) / jnp.sum(w * (x - xm) ** 2)
    return means, slope


def padded_levels(dose):
    levels = np.unique(dose)
    out = np.full(MAX_LEVELS, -1.0, np.float32)
    out[:len(levels)] = levels
    return out, np.arange(MAX_LEVELS) < len(levels)


def main():
    for name, dose, resp in load_trials():
        levels, valid = padded_levels(dose)
        means, slope = dose_group_means(levels, valid, jnp.asarray(dose), jnp.asarray(resp))
        print(f"{name}: {int(valid.sum())} dose groups, log-dose slope {float(slope):.2f}")


if __name__ == "__main__":
    main()
