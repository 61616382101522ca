import equinox as eqx
import jax
import jax.numpy as jnp

from plant import make_plant


@eqx.filter_jit
def evaluate_gains(plant, K, x0):
    def f(x, _):
        u = -K @ x
        x = plant.step(x, u)
        return x, x @ x + 0.01 * u ** 2
    _, c = jax.lax.scan(f, x0, None, length=100)
    return jnp.sum(c)


def main():
    K = jnp.array([2.0, 1.5])
    x0 = jnp.array([1.0, 0.0])
    for mass in (0.5, 1.0, 2.0):
        for friction in (0.1, 0.3):
            plant = make_plant(mass, friction)
            print(mass, friction, float(evaluate_gains(plant, K, x0)))


if __name__ == "__main__":
    main()
