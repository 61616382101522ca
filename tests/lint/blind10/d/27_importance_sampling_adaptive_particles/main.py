import jax
import jax.numpy as jnp
import numpy as np

from evidence import estimate_log_evidence
from models import MODELS


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(np.linspace(-1, 1, 12), jnp.float32)
    y = jnp.asarray(0.7 * np.asarray(x) + 0.2 * rng.normal(size=12), jnp.float32)
    key = jax.random.PRNGKey(0)
    results = {}
    for name, (loglik, num_params) in MODELS.items():
        key, sub = jax.random.split(key)
        results[name] = estimate_log_evidence(sub, loglik, num_params, x, y)
        print(name, "log Z %.2f with %d particles (ESS %.1f)" % results[name])
    print("log Bayes factor linear/quadratic:", results["linear"][0] - results["quadratic"][0])


if __name__ == "__main__":
    main()
