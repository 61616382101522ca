import jax.numpy as jnp
import numpy as np

from lbm import equilibrium, macroscopic, make_stepper

NX, NY = 32, 16
TAU = 0.8
EPOCHS = 5
SUBSTEPS = 3


def shear_wave(nx, ny, amp=0.05):
    y = np.arange(ny)
    u = np.zeros((nx, ny, 2), np.float32)
    u[..., 0] = amp * np.sin(2 * np.pi * y / ny)[None, :]
    return equilibrium(jnp.ones((nx, ny), jnp.float32), jnp.asarray(u))


def main():
    f = shear_wave(NX, NY)
    for epoch in range(EPOCHS):
        step = make_stepper(SUBSTEPS)
        for _ in range(SUBSTEPS):
            f = step(f, TAU)
        _, u = macroscopic(f)
        print(f"epoch {epoch}: shear amplitude {float(jnp.abs(u[..., 0]).max()):.5f}")


if __name__ == "__main__":
    main()
