import jax
import jax.numpy as jnp
import numpy as np

from model import VIConfig, predictive_accuracy, train_step


class BayesianLogisticRegression:
    def __init__(self, dim, cfg):
        self.cfg = cfg
        self.params = {"mu": jnp.zeros(dim), "log_sigma": jnp.full(dim, -1.0)}

    def kl_weight(self, epoch):
        return jnp.asarray(min(1.0, (epoch + 1) / self.cfg.warmup_epochs), dtype=jnp.float32)

    def fit(self, X, y, epochs, key):
        for epoch in range(epochs):
            key, sub = jax.random.split(key)
            self.params, loss = train_step(self.params, sub, X, y, self.kl_weight(epoch), self.cfg)
        return float(loss)

    def evaluate(self, X, y, key):
        return {
            ("posterior_mean" if use_mean else "mc_average"): float(
                predictive_accuracy(self.params, key, X, y, self.cfg, use_mean))
            for use_mean in (True, False)
        }


def make_data(n=80, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((n, 4)).astype(np.float32)
    y = (X @ np.array([2.0, -1.0, 0.5, 0.0]) + 0.3 * rng.standard_normal(n) > 0).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def main():
    X, y = make_data()
    model = BayesianLogisticRegression(dim=4, cfg=VIConfig())
    final_loss = model.fit(X, y, epochs=7, key=jax.random.PRNGKey(1))
    print("final loss:", round(final_loss, 3))
    print("accuracy:", model.evaluate(X, y, jax.random.PRNGKey(2)))


if __name__ == "__main__":
    main()
