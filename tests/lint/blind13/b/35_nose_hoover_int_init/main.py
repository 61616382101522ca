import jax
import jax.numpy as jnp

from thermostat import nose_hoover_step


class ThermostattedOscillators:
    def __init__(self, n, kT, dt, seed=0):
        key = jax.random.PRNGKey(seed)
        self.x = jax.random.normal(key, (n, 3))
        self.v = jnp.zeros((n, 3))
        self.xi = 0
        self.kT = kT
        self.dt = dt

    def run(self, n_steps):
        for _ in range(n_steps):
            self.x, self.v, self.xi = nose_hoover_step(self.x, self.v, self.xi, self.dt, self.kT)
        return float(jnp.mean(self.v ** 2))


def main():
    sim = ThermostattedOscillators(n=16, kT=0.5, dt=0.05)
    for block in range(4):
        t_inst = sim.run(3)
        print(f"block {block}: instantaneous kT {t_inst:.3f}, xi {float(sim.xi):+.3f}")


if __name__ == "__main__":
    main()
