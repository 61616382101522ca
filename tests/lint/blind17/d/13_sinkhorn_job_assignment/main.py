import jax.numpy as jnp
import numpy as np

from sinkhorn import train_step


class SchedulerTrainer:
    def __init__(self, n_jobs=8, n_feat=4, seed=0):
        rng = np.random.default_rng(seed)
        self.rng = rng
        self.weights = jnp.asarray(rng.normal(size=(n_feat, n_jobs)).astype(np.float32))
        self.n_jobs = n_jobs
        self.n_feat = n_feat
        self.durations = None
        self.temperature = 0.5

    @property
    def sinkhorn_iters(self):
        # harder-conditioned cost matrices need more balancing sweeps
        spread = self.durations.max() / self.durations.min()
        return int(np.ceil(8 * np.log(spread)))

    def sample_instance(self):
        features = self.rng.normal(size=(self.n_jobs, self.n_feat)).astype(np.float32)
        self.durations = self.rng.lognormal(0.5, 0.5, size=(self.n_jobs, self.n_jobs)).astype(np.float32)
        return features, self.durations

    def fit(self, steps=6):
        for step in range(steps):
            features, durations = self.sample_instance()
            self.weights, cost = train_step(
                self.weights, features, durations,
                self.temperature, self.sinkhorn_iters, 0.01,
            )
            print(step, self.sinkhorn_iters, float(cost))


if __name__ == "__main__":
    SchedulerTrainer().fit()
