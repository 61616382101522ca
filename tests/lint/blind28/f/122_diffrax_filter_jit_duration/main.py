import jax.numpy as jnp
import numpy as np

from synth import MinimumJerkField, synthesize_stroke

GLOSS_DURATIONS = {"HELLO": 0.6, "THANK-YOU": 0.8, "PLEASE": 0.7, "SORRY": 0.9}


def main():
    rng = np.random.default_rng(0)
    field = MinimumJerkField()
    for gloss, dur in GLOSS_DURATIONS.items():
        start = jnp.asarray(rng.normal(size=3), jnp.float32)
        goal = jnp.asarray(rng.normal(size=3), jnp.float32)
        path = synthesize_stroke(field, start, goal, dur)
        print(gloss, path.shape, float(jnp.linalg.norm(path[-1] - goal)))


if __name__ == "__main__":
    main()
