import jax
import jax.numpy as jnp
import numpy as np

from forcing import day_forcing, N_ZONES

IRRIGATION_LOG = {2: [0, 1, 2, 3], 5: [4, 5, 6], 8: [7, 8, 9, 10, 11]}


@jax.jit
def zone_step(depletion, forcing, kc):
    inflow = forcing["rain"] + forcing["irrigation"]
    depletion = depletion - inflow + kc * forcing["et0"]
    return jnp.clip(depletion, 0.0, 90.0)


def main():
    rng = np.random.default_rng(3)
    depletion = jnp.full((N_ZONES,), 20.0, jnp.float32)
    kc = jnp.linspace(0.8, 1.2, N_ZONES)
    for day in range(10):
        depletion = zone_step(depletion, day_forcing(rng, day, IRRIGATION_LOG), kc)
        print(f"day {day}: mean depletion {float(depletion.mean()):.1f} mm, max {float(depletion.max()):.1f}")


if __name__ == "__main__":
    main()
