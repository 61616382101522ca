import jax
import jax.numpy as jnp
import numpy as np

N_SURVEY = 12


@jax.jit
def collar_to_toe(collar, dip, azi, step_m):
    def one(c, dp, az):
        dxyz = jnp.stack([jnp.cos(dp) * jnp.sin(az), jnp.cos(dp) * jnp.cos(az), jnp.sin(dp)], -1) * step_m
        return c + jnp.cumsum(dxyz, axis=0)
    return jax.vmap(one)(collar, dip, azi)


def load_program(rng, n_holes):
    collar = rng.uniform(0, 1000, size=(n_holes, 3)).astype(np.float32)
    dip = np.deg2rad(rng.normal(-60, 2, size=(n_holes, N_SURVEY))).astype(np.float32)
    azi = np.deg2rad(rng.normal(90, 4, size=(n_holes, N_SURVEY))).astype(np.float32)
    return collar, dip, azi


def main():
    rng = np.random.default_rng(123)
    for campaign in range(5):
        collar, dip, azi = load_program(rng, 16)
        traces = collar_to_toe(collar, dip, azi, 25.0)
        print(f"campaign {campaign}: deepest toe RL {float(traces[:, -1, 2].min()):.1f}")


if __name__ == "__main__":
    main()
