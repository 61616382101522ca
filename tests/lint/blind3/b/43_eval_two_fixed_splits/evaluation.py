import jax
import jax.numpy as jnp


@jax.jit
def gaussian_nll_and_coverage(mean, log_std, target):
    std = jnp.exp(log_std)
    z = (target - mean) / std
    nll = jnp.mean(0.5 * z**2 + log_std + 0.5 * jnp.log(2 * jnp.pi))
    coverage = jnp.mean(jnp.abs(z) < 1.96)
    return nll, coverage


class SplitEvaluator:
    def __init__(self, splits):
        self.splits = splits
        self.history = {name: [] for name in splits}

    def __call__(self, predict_fn):
        for name, (x, y) in self.splits.items():
            mean, log_std = predict_fn(x)
            nll, cov = gaussian_nll_and_coverage(mean, log_std, y)
            self.history[name].append((float(nll), float(cov)))
        return {name: h[-1] for name, h in self.history.items()}
