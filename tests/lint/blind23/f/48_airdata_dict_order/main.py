import numpy as np
import jax
import jax.numpy as jnp

from probes import read_pitot_static, read_backup_adc


@jax.jit
def air_data(m):
    qc = m["p_total"] - m["p_static"]
    mach = jnp.sqrt(5.0 * ((qc / m["p_static"] + 1.0) ** (2 / 7) - 1.0))
    tas = mach * jnp.sqrt(1.4 * 287.05 * m["t_total"] / (1 + 0.2 * mach ** 2))
    return mach, tas


def main():
    rng = np.random.default_rng(0)
    for k in range(8):
        m = read_pitot_static(rng) if k % 3 else read_backup_adc(rng)
        mach, tas = air_data(m)
        print(k, round(float(mach), 4), round(float(tas), 2))


if __name__ == "__main__":
    main()
