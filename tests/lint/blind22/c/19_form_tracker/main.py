import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def rolling_form(points, decay):
    w = decay ** jnp.arange(points.shape[0])[::-1]
    return (points * w).sum() / w.sum()


class FormTracker:
    def __init__(self, decay=0.8):
        self.decay = decay
        self.history = []

    def record(self, pts):
        self.history.append(pts)

    @property
    def form(self):
        return rolling_form(jnp.asarray(self.history, jnp.float32), self.decay)


def main():
    rng = np.random.default_rng(0)
    tracker = FormTracker()
    for matchday in range(6):
        tracker.record(float(rng.choice([0, 1, 3])))
        print(matchday, round(float(tracker.form), 3))


if __name__ == "__main__":
    main()
