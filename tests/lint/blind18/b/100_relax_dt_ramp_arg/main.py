import jax.numpy as jnp
import numpy as np

from optimizer import TimestepRamp, energy, md_quench_step


def main():
    rng = np.random.default_rng(0)
    chain = np.stack([np.arange(8) * 1.3, np.zeros(8), np.zeros(8)], 1)
    pos = jnp.asarray(chain + 0.1 * rng.normal(size=chain.shape), jnp.float32)
    vel = jnp.zeros_like(pos)
    ramp = TimestepRamp()
    for it in range(10):
        pos, vel = md_quench_step(pos, vel, dt=next(ramp))
    print("relaxed energy", float(energy(pos)))


if __name__ == "__main__":
    main()
