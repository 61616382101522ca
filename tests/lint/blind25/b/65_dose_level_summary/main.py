import numpy as np
import jax
import jax.numpy as jnp

from studies import load_trials


@jax.jit
def dose_group_means(levels, dose, response):
    member = dose[None, :] == levels[:, None]
    counts = member.sum(1)
    means = (member * response[None, :]).sum(1) / jnp.maximum(counts, 1)
    slope = jnp.polyfit(jnp.log1p(levels), means, 1)[0]
    return means, slope


def main():
    for name, dose, resp in load_trials():
        levels = np.unique(dose)
        means, slope = dose_group_means(jnp.asarray(levels), jnp.asarray(dose), jnp.asarray(resp))
        print(f"{name}: {len(levels)} dose groups, log-dose slope {float(slope):.2f}")


if __name__ == "__main__":
    main()
