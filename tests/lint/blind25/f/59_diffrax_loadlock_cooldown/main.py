import jax.numpy as jnp

from cooling import cool_wafer

# hold time in the load lock before the FOUP, per upstream process
HOLDS = {"anneal": 45.0, "epi": 60.0, "implant": 20.0, "oxide": 30.0, "nitride": 40.0}
UPSTREAM_T = {"anneal": 650.0, "epi": 900.0, "implant": 400.0, "oxide": 700.0, "nitride": 800.0}


def main():
    args = (jnp.float32(120.0), jnp.float32(0.65), jnp.float32(295.0))
    for step, hold in HOLDS.items():
        T_end = cool_wafer(jnp.float32(UPSTREAM_T[step]), jnp.float32(hold), args)
        print(f"{step}: {UPSTREAM_T[step]:.0f} K -> {float(T_end):.1f} K after {hold:.0f} s")


if __name__ == "__main__":
    main()
