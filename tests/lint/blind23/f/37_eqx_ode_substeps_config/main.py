import jax.numpy as jnp

from config import CFG
from rigid_body import Spacecraft, advance


def detumble(sc, w):
    for k in range(CFG.n_steps):
        torque = -0.8 * w
        w = advance(sc, w, torque, CFG.dt, CFG.substeps)
    return w


def main():
    sc = Spacecraft(jnp.array(CFG.inertia))
    w = jnp.array([0.3, -0.2, 0.1])
    w = detumble(sc, w)
    print([round(float(v), 6) for v in w])


if __name__ == "__main__":
    main()
