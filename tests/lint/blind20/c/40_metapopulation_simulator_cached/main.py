import jax.numpy as jnp
import numpy as np

from simulator import MetapopulationSIR

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    n_patches = 5
    mobility = rng.uniform(0, 0.1, (n_patches, n_patches)) + np.eye(n_patches)
    mobility /= mobility.sum(axis=1, keepdims=True)
    pops = rng.integers(5_000, 50_000, n_patches).astype(np.float32)
    infected = np.zeros(n_patches, dtype=np.float32)
    infected[0] = 10.0
    state = jnp.stack([pops - infected, infected, np.zeros(n_patches, np.float32)])

    sim = MetapopulationSIR(mobility)
    state, history = sim.run(state, days=12)
    print("total infectious by day:", [round(float(h)) for h in history])
