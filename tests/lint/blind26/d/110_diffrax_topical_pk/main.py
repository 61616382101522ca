import jax.numpy as jnp

from pk import aqueous_profile

# dosing intervals in hours for timolol / latanoprost / dorzolamide regimens
REGIMENS = {"timolol_bid": 12.0, "latanoprost_qd": 24.0, "dorzolamide_tid": 8.0}


def main():
    args = (jnp.float32(0.8), jnp.float32(0.25), jnp.float32(0.4))
    for name, hours in REGIMENS.items():
        ts, aq = aqueous_profile(jnp.float32(1.0), args, jnp.float32(hours))
        print(name, round(float(aq.max()), 4), round(float(aq[-1]), 4))


if __name__ == "__main__":
    main()
