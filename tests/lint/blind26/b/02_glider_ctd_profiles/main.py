import jax
import jax.numpy as jnp

from data import simulate_dives, to_depth_grid


@jax.jit
def mixed_layer_depth(profile, mask):
    z, temp, sal = profile
    # density proxy from linear equation of state
    rho = 1027.0 * (1 - 2e-4 * (temp - 10.0) + 7.6e-4 * (sal - 35.0))
    rho_ref = rho[1]
    exceeds = (rho - rho_ref > 0.03) & (mask > 0) & (jnp.arange(z.shape[0]) > 1)
    first = jnp.argmax(exceeds)
    return jnp.where(exceeds.any(), z[first], jnp.sum(z * mask) / jnp.sum(mask))


def main():
    dives = simulate_dives(25)
    mlds = []
    for z, t, s in dives:
        prof, mask = to_depth_grid(z, t, s)
        mlds.append(float(mixed_layer_depth(prof, mask)))
    print("mean MLD (m):", sum(mlds) / len(mlds))


if __name__ == "__main__":
    main()
