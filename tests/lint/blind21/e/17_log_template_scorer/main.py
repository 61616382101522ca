import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def template_surprise(log_probs, counts):
    freq = counts / jnp.maximum(counts.sum(axis=-1, keepdims=True), 1.0)
    return -(freq * log_probs).sum(axis=-1)


class SurpriseReport:
    def __init__(self, every=2):
        self.every = every
        self.rows = []

    def __call__(self, step, log_probs, holdout_counts):
        if step % self.every:
            return
        s = template_surprise(log_probs=log_probs, counts=holdout_counts)
        self.rows.append((step, float(np.max(np.asarray(s)))))


N_TEMPLATES = 12


def log_windows(rng, n_windows):
    p = rng.dirichlet(np.ones(N_TEMPLATES))
    return rng.multinomial(200, p, size=n_windows).astype(np.float32)


def main():
    rng = np.random.default_rng(5)
    counts_total = np.ones(N_TEMPLATES, np.float32)
    report = SurpriseReport(every=2)
    holdout = log_windows(rng, 8)
    for step in range(6):
        batch = log_windows(rng, 8)
        counts_total += batch.sum(0)
        log_probs = jnp.log(jnp.asarray(counts_total / counts_total.sum()))
        surprise = template_surprise(log_probs, batch)
        report(step, log_probs, holdout)
        print(step, float(surprise.mean()))
    print(report.rows)


if __name__ == "__main__":
    main()
