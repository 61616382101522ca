import jax.numpy as jnp
import numpy as np

from blend import BlendTuner, blended_scores


def main():
    rng = np.random.default_rng(0)
    tuner = BlendTuner()
    for hour in range(5):
        pop, sim, rec = (jnp.asarray(rng.random((32, 50)), jnp.float32) for _ in range(3))
        scores = blended_scores(pop, sim, rec, weights=tuner.weights)
        clicks_by_signal = rng.normal(0, 1, 3)
        tuner.nudge(clicks_by_signal)
        print(hour, tuner.weights, float(scores.max()))


if __name__ == "__main__":
    main()
