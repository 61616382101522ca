"""Neural-ODE (RK4) trajectories for several initial conditions of a latent state."""
import jax
import jax.numpy as jnp
import numpy as np

from ode_model import VectorField, forecast

DIM = 2
TS = jnp.linspace(0.0, 2.0, 9)


def main():
    field = VectorField(DIM, jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for sensor in range(5):
        y0 = jnp.asarray(rng.normal(size=DIM), jnp.float32)
        path = forecast(field, y0, TS)
        print(f"sensor {sensor}: y(2.0) = {np.round(np.asarray(path[-1]), 3).tolist()}")


if __name__ == "__main__":
    main()
