import jax.numpy as jnp
import numpy as np

from soil_profile import route_rain_event


def main():
    rng = np.random.default_rng(0)
    n_cells = 25
    th = (jnp.zeros((n_cells, 3)), jnp.zeros((n_cells, 4)), jnp.zeros((n_cells, 2)))
    for event in range(6):
        rain = jnp.asarray(rng.gamma(2.0, 12.0, n_cells), jnp.float32)
        drainage, th = route_rain_event(rain, *th)
        print(f"event {event}: mean deep drainage {float(drainage.mean()):.1f} mm, Ap storage {float(th[0].sum(-1).mean()):.1f} mm")


if __name__ == "__main__":
    main()
