import jax
import jax.numpy as jnp
import numpy as np

LEVELS_HPA = np.array([1000, 925, 850, 700, 500, 300, 250, 200], np.float32)


@jax.jit
def geopotential_height_std_atm(t_surface, p_hpa):
    lapse, g, rd = 6.5e-3, 9.80665, 287.05
    return t_surface / lapse * (1 - (p_hpa / 1013.25) ** (rd * lapse / g))


def main():
    rng = np.random.default_rng(0)
    t_surface = rng.normal(288, 5, (30, 30)).astype(np.float32)
    for p in LEVELS_HPA:
        z = geopotential_height_std_atm(t_surface, p)
        print(int(p), round(float(z.mean()), 1))


if __name__ == "__main__":
    main()
