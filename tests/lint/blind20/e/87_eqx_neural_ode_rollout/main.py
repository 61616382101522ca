import jax
import jax.numpy as jnp

from model import VectorField
from utils import predict_trajectory


def main():
    key = jax.random.PRNGKey(0)
    model = VectorField(key)
    u_seq = jnp.sin(jnp.linspace(0, 3, 40))[:, None]
    for trial in range(5):
        x0 = jnp.array([0.1 * trial, 0.0])
        xs = predict_trajectory(model, x0, u_seq)
        print(trial, xs[-1])


if __name__ == "__main__":
    main()
