import numpy as np
import jax.numpy as jnp

from sim import ThermalField


def run_episode(field, n_steps=30):
    state = jnp.array([0.0, 0.0, 800.0, 0.0])
    for k in range(n_steps):
        bank = jnp.float32(0.35 if (k // 10) % 2 else 0.0)
        state = field.glide_step(state, bank)
    return float(state[2])


def main():
    rng = np.random.default_rng(0)
    for ep in range(5):
        field = ThermalField(rng.uniform(-500, 500, (6, 2)), rng.uniform(1.0, 4.0, 6))
        print(ep, round(run_episode(field), 2))


if __name__ == "__main__":
    main()
