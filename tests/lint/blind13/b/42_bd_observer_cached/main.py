import jax
import jax.numpy as jnp
import numpy as np

from observers import CallbackList, MSDObserver

BOX = 10.0
D = 0.5
DT = 0.01


@jax.jit
def bd_step(x, key):
    """Overdamped Brownian dynamics with a weak harmonic trap around the box center."""
    force = -0.1 * (x - BOX / 2)
    noise = jax.random.normal(key, x.shape)
    return x + DT * D * force + jnp.sqrt(2 * D * DT) * noise


def simulate(x, n_steps, callback, every=2, seed=0):
    key = jax.random.PRNGKey(seed)
    for step in range(n_steps):
        key, sub = jax.random.split(key)
        x = bd_step(x, sub)
        if step % every == 0:
            callback(step, x, BOX)
    return x


def main():
    x0 = jnp.asarray(np.random.default_rng(0).uniform(3, 7, size=(100, 2)), jnp.float32)
    msd = MSDObserver(x0)
    simulate(x0, 12, CallbackList([msd]))
    for step, value in msd.samples:
        print(f"step {step:2d}: MSD {value:.4f} (free diffusion {4 * D * DT * (step + 1):.4f})")


if __name__ == "__main__":
    main()
