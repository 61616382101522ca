import jax.numpy as jnp
import numpy as np

from estimate import gradient_descent


def observations(k=1.3, cap=10.0, y0=0.5, n=10, t_end=5.0):
    t = np.linspace(t_end / n, t_end, n)
    return jnp.asarray(cap / (1 + (cap / y0 - 1) * np.exp(-k * t)), jnp.float32)


def main():
    obs = observations()
    params, loss = gradient_descent(np.array([0.6, 8.0], np.float32), 0.5, obs)
    print("k, cap =", np.round(params, 3), "loss", round(loss, 4))


if __name__ == "__main__":
    main()
