import jax
import jax.numpy as jnp
import numpy as np

from local import local_update

DIM = 6
COHORT = 4

cohort_fit = jax.jit(jax.vmap(local_update, in_axes=(None, 0, 0, None)))


class Simulation:
    def __init__(self, seed=0):
        rng = np.random.RandomState(seed)
        self.x = jnp.asarray(rng.normal(size=(10, 32, DIM)), jnp.float32)
        self.y = jnp.asarray(rng.randint(0, 2, size=(10, 32)), jnp.float32)
        self.rng = rng
        self.params = jnp.zeros((DIM,))

    def run_round(self, lr):
        ids = self.rng.choice(10, size=COHORT, replace=False)
        local = cohort_fit(self.params, self.x[ids], self.y[ids], lr)
        self.params = jnp.mean(local, axis=0)
        return ids


def main():
    sim = Simulation()
    for rnd in range(4):
        ids = sim.run_round(0.1)
        print(f"round {rnd} cohort={ids.tolist()} |w|={float(jnp.linalg.norm(sim.params)):.4f}")


if __name__ == "__main__":
    main()
