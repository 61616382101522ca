import jax
import jax.numpy as jnp
import numpy as np

from calibrate import fit_temperature, score_quantile


@jax.jit
def triage_scores(w, feats, temperature, cutoff):
    logits = feats @ w
    p = jax.nn.sigmoid(logits / temperature)
    return p, p > cutoff


class Triage:
    def __init__(self, w):
        self.w = w
        self.temperature = 1.0
        self.cutoff = 0.9

    def recalibrate(self, feats, labels):
        logits = np.asarray(feats @ np.asarray(self.w))
        self.temperature = float(fit_temperature(logits, labels))
        p, _ = triage_scores(self.w, feats, self.temperature, self.cutoff)
        self.cutoff = float(score_quantile(np.asarray(p)))

    def __call__(self, feats):
        return triage_scores(self.w, feats, self.temperature, self.cutoff)


def main():
    rng = np.random.default_rng(0)
    tri = Triage(jnp.asarray(rng.normal(size=12).astype(np.float32)))
    for hour in range(6):
        feats = rng.normal(size=(40, 12)).astype(np.float32)
        p, escalate = tri(feats)
        if hour % 2 == 1:
            labels = (rng.random(40) < 0.1).astype(np.float32)
            tri.recalibrate(feats, labels)
        print(hour, int(escalate.sum()))


if __name__ == "__main__":
    main()
