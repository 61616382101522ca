import jax
import jax.numpy as jnp

from profiles import PROFILES, layer_array


@jax.jit
def profile_storage(dz, porosity_top, decay):
    top = jnp.concatenate([jnp.zeros(1), jnp.cumsum(dz)[:-1]])
    mid = top + dz / 2
    return jnp.sum(dz * porosity_top * jnp.exp(-decay * mid)) * 1000.0


def main():
    for name in PROFILES:
        cap = profile_storage(layer_array(name), 0.45, 0.6)
        print(f"{name:>16}: storage capacity {float(cap):.0f} mm")


if __name__ == "__main__":
    main()
