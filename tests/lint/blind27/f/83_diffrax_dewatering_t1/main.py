import diffrax
import jax
import jax.numpy as jnp
import numpy as np


def pit_lake(t, y, args):
    inflow, pump, area = args["inflow"], args["pump"], args["area"]
    level = y
    return (inflow - pump * (level > 0.5)) / area


@jax.jit
def dewater(level0, t_end, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(pit_lake), diffrax.Heun(), t0=0.0, t1=t_end, dt0=0.25,
                              y0=level0, args=args, max_steps=2048)
    return sol.ys[-1]


def main():
    rng = np.random.default_rng(170)
    for campaign in range(6):
        days = float(rng.integers(20, 120))
        args = {"inflow": jnp.float32(rng.uniform(4e3, 9e3)), "pump": jnp.float32(1.2e4),
                "area": jnp.float32(rng.uniform(2e4, 6e4))}
        lvl = dewater(jnp.float32(12.0), days, args)
        print(f"campaign {campaign}: after {days:.0f} d water level {float(lvl):.2f} m")


if __name__ == "__main__":
    main()
