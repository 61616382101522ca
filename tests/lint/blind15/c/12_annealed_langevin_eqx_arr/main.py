import jax
import jax.numpy as jnp
import numpy as np

from potential import DoubleWell, langevin_sweep


def anneal(n_particles=64, dim=2, temps=np.geomspace(5.0, 0.2, 8)):
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (n_particles, dim)) * 2.0
    pot = DoubleWell(barrier=jnp.array(1.0, dtype=jnp.float32), inv_temperature=jnp.array(1.0, dtype=jnp.float32))
    for T in temps:
        pot = pot.with_temperature(float(T))
        key, sub = jax.random.split(key)
        x = langevin_sweep(pot, x, sub)
        print(f"T={T:.3f} mean energy {float(pot.energy(x).mean()):.4f}")
    return x


if __name__ == "__main__":
    x = anneal()
    print("fraction in right well:", float((x[:, 0] > 0).mean()))
