import jax
import jax.numpy as jnp
import numpy as np

from filter import seasoning_update

N_PART = 256


def after_wet_clean():
    return (jnp.full(N_PART, -np.log(N_PART), jnp.float32), jnp.zeros(N_PART))


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    state = after_wet_clean()
    true_film = 0.0
    for wafer in range(15):
        true_film += 1.2
        meas = jnp.float32(310.0 - 0.9 * true_film + rng.normal(0, 4.0))
        key, sub = jax.random.split(key)
        state = seasoning_update(state, meas, sub)
        if wafer % 5 == 4:
            print(f"wafer {wafer}: wall film est {float(state.wall_film.mean()):.1f} nm (true {true_film:.1f})")


if __name__ == "__main__":
    main()
