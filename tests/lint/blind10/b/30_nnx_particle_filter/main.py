import jax.numpy as jnp
import numpy as np
from flax import nnx

from filters import ParticleFilter, filter_step

N_PARTICLES = 256


def observations(n_steps, seed=0):
    rng = np.random.default_rng(seed)
    x = np.cumsum(0.3 * rng.standard_normal(n_steps))
    return x, x + 0.5 * rng.standard_normal(n_steps)


def run(n_steps=6):
    pf = ParticleFilter(N_PARTICLES, process_std=0.3, obs_std=0.5, rngs=nnx.Rngs(0))
    rng = np.random.default_rng(1)
    x_true, ys = observations(n_steps)
    for t in range(n_steps):
        noise = rng.standard_normal(N_PARTICLES).astype(np.float32)
        est = filter_step(pf, jnp.float32(ys[t]), noise)
        print(f"t={t}: truth {x_true[t]:+.3f} estimate {float(est):+.3f} updates {int(pf.n_updates.value)}")


if __name__ == "__main__":
    run()
