import jax.numpy as jnp

from kinetics import CSTR


def main():
    reactor = CSTR()
    c0 = jnp.zeros(3, jnp.float32)
    traj = reactor.integrate(c0, dt=0.25, n_steps=7)
    for i, c in enumerate(traj):
        print(f"t={0.25 * i:.2f}  A={float(c[0]):.4f} B={float(c[1]):.4f} C={float(c[2]):.4f}")
    yield_b = float(traj[-1, 1])
    print(f"B yield after start-up: {yield_b:.3f}")


if __name__ == "__main__":
    main()
