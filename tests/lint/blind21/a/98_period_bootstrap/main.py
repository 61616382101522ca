import jax.numpy as jnp
import numpy as np

from search import bootstrap_peak

N_BOOT = 6

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    t = jnp.asarray(np.sort(rng.uniform(0, 25, 120)), jnp.float32)
    y = jnp.sin(2 * jnp.pi * t / 1.37) + 0.4 * jnp.asarray(rng.normal(size=120), jnp.float32)
    peaks = [float(bootstrap_peak(t, y, seed=b)) for b in range(N_BOOT)]
    periods = 1.0 / np.array(peaks)
    print(f"P = {periods.mean():.4f} +/- {periods.std():.4f} d")
