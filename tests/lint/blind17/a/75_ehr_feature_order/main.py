import jax
import jax.numpy as jnp
import numpy as np

from features import VITALS, from_monitor, from_nursing_chart


@jax.jit
def early_warning_score(weights, vitals):
    score = 0.0
    for name, values in vitals.items():
        score = score + weights[name] * jnp.abs(values)
    return score


def main():
    rng = np.random.default_rng(0)
    weights = {name: jnp.float32(w) for name, w in zip(VITALS, [1.0, 0.8, 1.2, 0.5, 1.5])}
    sources = [from_monitor, from_nursing_chart] * 3
    for i, source in enumerate(sources):
        vitals = source(rng, 16)
        print(i, source.__name__, list(vitals)[:2], float(early_warning_score(weights, vitals).mean()))


if __name__ == "__main__":
    main()
