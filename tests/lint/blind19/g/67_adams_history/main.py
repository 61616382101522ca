import jax
import jax.numpy as jnp

from integrators import adams_step

ORDER = 4


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (3, 16)) * 0.5, "w2": jax.random.normal(k2, (16, 3)) * 0.5}
    y = jnp.array([1.0, 0.0, -0.5])
    history = []
    traj = [y]
    for n in range(12):
        y, f_now = adams_step(params, y, history, 0.05)
        history = ([f_now] + history)[: ORDER - 1]
        traj.append(y)
    print(jnp.stack(traj)[-1])


if __name__ == "__main__":
    main()
