import jax
import jax.numpy as jnp
import numpy as np

HOLIDAYS = {4: "sunday", 11: "sunday"}
DAY_CODES = {"monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3,
             "friday": 4, "saturday": 5, "sunday": 6}


@jax.jit
def service_level(frequencies, day_code, demand):
    freq = frequencies[day_code]
    return jnp.clip(demand / (freq * 60.0), 0.0, 2.0)


def day_code_for(date_index):
    name = HOLIDAYS.get(date_index, list(DAY_CODES)[date_index % 7])
    return jnp.int32(DAY_CODES[name])


def main():
    rng = np.random.default_rng(1)
    freqs = jnp.asarray(rng.integers(4, 12, (7, 18)), jnp.float32)
    for d in range(14):
        demand = jnp.asarray(rng.poisson(300, 18), jnp.float32)
        lvl = service_level(freqs, day_code_for(d), demand)
        print(d, round(float(lvl.mean()), 3))


if __name__ == "__main__":
    main()
