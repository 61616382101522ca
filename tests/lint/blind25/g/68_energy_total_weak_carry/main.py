import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def add_batch_energy(total_kwh, steam_kg, chiller_kw, minutes):
    steam_kwh = steam_kg * 0.627          # latent heat ~2257 kJ/kg
    chill_kwh = chiller_kw * minutes / 60.0
    return total_kwh + jnp.sum(steam_kwh) + jnp.sum(chill_kwh)


def main():
    rng = np.random.default_rng(0)
    total = 0.0
    for batch in range(6):
        steam = rng.uniform(80, 120, size=8).astype(np.float32)
        chiller = rng.uniform(10, 20, size=8).astype(np.float32)
        total = add_batch_energy(total, steam, chiller, jnp.float32(15.0))
        print(f"after batch {batch}: {float(total):.1f} kWh")


if __name__ == "__main__":
    main()
