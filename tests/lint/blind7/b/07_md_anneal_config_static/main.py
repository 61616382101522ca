import jax
import jax.numpy as jnp

from sim import AnnealingSimulation

N_EPOCHS = 5


def main():
    sim = AnnealingSimulation(n_particles=16)
    key = jax.random.PRNGKey(7)
    for epoch in range(N_EPOCHS):
        sim.set_epoch(epoch, N_EPOCHS)
        key = sim.run(key, n_steps=3)
        msd = float(jnp.mean(jnp.sum(sim.x ** 2, axis=-1)))
        print(f"epoch {epoch} T={sim.cfg.temperature:.2f} <x^2>={msd:.3f}")


if __name__ == "__main__":
    main()
