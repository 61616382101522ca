import equinox as eqx
import jax
import jax.numpy as jnp

from oscillators import Kuramoto, integrate, order_parameter


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    n = 64
    model = Kuramoto(omega=0.5 * jax.random.normal(k1, (n,)), coupling=jnp.float32(0.0))
    theta = jax.random.uniform(k2, (n,), maxval=2 * jnp.pi)
    # slowly ramp the coupling through the synchronisation transition
    for block in range(6):
        model = eqx.tree_at(lambda m: m.coupling, model, jnp.float32(0.4 * block))
        theta = integrate(model, theta)
        print(f"K={float(model.coupling):.1f} r={float(order_parameter(theta)):.3f}")


if __name__ == "__main__":
    main()
