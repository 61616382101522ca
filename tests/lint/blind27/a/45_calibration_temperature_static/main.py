import numpy as np
import jax.numpy as jnp

from calibrate import calibrated_scores, refit_temperature


def main():
    rng = np.random.default_rng(505)
    temperature = 1.0
    grid = np.linspace(0.5, 3.0, 6)
    for week in range(4):
        logits = jnp.asarray(rng.normal(0, 2.5, 600), jnp.float32)
        labels = jnp.asarray(rng.uniform(size=600) < 1 / (1 + np.exp(-np.asarray(logits) / 1.8)), jnp.float32)
        scores = calibrated_scores(logits, temperature=temperature)
        print(week, temperature, int((scores > 0.9).sum()))
        temperature = refit_temperature(logits, labels, grid)


if __name__ == "__main__":
    main()
