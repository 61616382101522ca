import jax
import jax.numpy as jnp

from io_utils import stations


@jax.jit
def heat_stress_index(obs):
    tmax, tmin, rh = obs[:, 0], obs[:, 1], obs[:, 2]
    thi = (1.8 * tmax + 32.0) - (0.55 - 0.0055 * rh) * (1.8 * tmax - 26.0)
    return jnp.mean(thi), jnp.sum(tmax > 32.0), jnp.mean(tmax - tmin)


def main():
    for i, obs in enumerate(stations()):
        thi, hot_hours, dtr = heat_stress_index(obs)
        print(f"station {i} ({obs.dtype}): THI {float(thi):.1f}, hot hours {int(hot_hours)}, DTR {float(dtr):.1f}")


if __name__ == "__main__":
    main()
