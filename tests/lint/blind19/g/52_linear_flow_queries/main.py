import jax
import jax.numpy as jnp

from solution import TrainedFlow


def main():
    A = jnp.array([[-0.05, 1.0], [-1.0, -0.05]])
    flow = TrainedFlow(A, jnp.array([1.0, 0.0]))
    ts = jnp.linspace(0.0, 6.0, 7)
    for i in range(len(ts)):
        z = flow.state_at(flow.A, flow.z0, ts[i])
        print(f"t={float(ts[i]):.1f} z={z}")
    z_final = flow.state_at(flow.A, flow.z0, ts[-1])
    print("final", z_final)


if __name__ == "__main__":
    main()
