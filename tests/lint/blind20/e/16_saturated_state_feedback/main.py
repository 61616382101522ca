import equinox as eqx
import jax
import jax.numpy as jnp

from controller import StateFeedback

DT = 0.05
A = jnp.array([[1.0, DT], [0.0, 1.0]])
B = jnp.array([[0.0], [DT]])


@eqx.filter_jit
def closed_loop_cost(ctrl, x0):
    def f(x, _):
        u = ctrl(x)
        x = A @ x + B @ u
        return x, jnp.sum(x ** 2) + 0.1 * jnp.sum(u ** 2)
    _, costs = jax.lax.scan(f, x0, None, length=80)
    return jnp.sum(costs)


def main():
    ctrl = StateFeedback(K=jnp.array([[3.0, 2.5]]), u_limit=2.0)
    x0 = jnp.array([1.0, 0.0])
    for it in range(5):
        c = closed_loop_cost(ctrl, x0)
        saturated = float(c) > 5.0
        ctrl = ctrl.with_limit(ctrl.u_limit * (1.2 if saturated else 0.9))
        print(it, float(c), float(ctrl.u_limit))


if __name__ == "__main__":
    main()
