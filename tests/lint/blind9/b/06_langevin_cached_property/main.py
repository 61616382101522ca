import jax
import jax.numpy as jnp

from sim import LangevinBox


def lattice(n_side, box):
    g = (jnp.arange(n_side, dtype=jnp.float32) + 0.5) * box / n_side
    xx, yy = jnp.meshgrid(g, g)
    return jnp.stack([xx.ravel(), yy.ravel()], axis=-1)


def main():
    box = 6.0
    sim = LangevinBox(box, kT=0.8)
    pos = lattice(5, box)
    vel = jnp.zeros_like(pos)
    key = jax.random.PRNGKey(42)
    for it in range(8):
        key, sub = jax.random.split(key)
        pos, vel = sim.step(pos, vel, sub)
    print("T ~", float(sim.temperature(vel)))


if __name__ == "__main__":
    main()
