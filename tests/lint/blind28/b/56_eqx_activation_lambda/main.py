import jax
import numpy as np

from model import TiltDetector, tilt_scores


def score_session(model, x, temperature):
    return tilt_scores(model, x, lambda z: jax.nn.sigmoid(z / temperature))


def main():
    rng = np.random.default_rng(12)
    model = TiltDetector(jax.random.PRNGKey(3))
    for session in range(5):
        # per-game features over a player's session: deaths, chat rate, surrender votes, ...
        x = rng.normal(size=(16, 12)).astype(np.float32)
        print(session, float(score_session(model, x, 2.0).mean()))


if __name__ == "__main__":
    main()
