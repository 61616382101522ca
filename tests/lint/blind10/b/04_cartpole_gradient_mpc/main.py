import jax.numpy as jnp

from controller import GradientMPC, cartpole_linear


def closed_loop(n_steps=6):
    mpc = GradientMPC()
    x = jnp.array([0.0, 0.0, 0.15, 0.0])
    for t in range(n_steps):
        u = mpc.act(x)
        x = cartpole_linear(x, u)
        print(f"t={t} u={float(u):+.3f} angle={float(x[2]):+.4f}")
    return x


if __name__ == "__main__":
    closed_loop()
