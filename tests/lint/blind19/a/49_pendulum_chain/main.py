import jax.numpy as jnp

from sim import DrivenPendulumChain

DT = 0.01


def main():
    sim = DrivenPendulumChain()
    theta = jnp.linspace(0.1, 0.5, sim.n_links)
    omega = jnp.zeros(sim.n_links)
    for i in range(6):
        theta, omega = sim.step(theta, omega, DT)
        sim = sim.advanced(DT)
    print(f"t={sim.time:.2f} tip angle={float(theta[-1]):.4f}")


if __name__ == "__main__":
    main()
