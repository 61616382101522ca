import jax.numpy as jnp
from flax import nnx

from model import ForceField, morse
from train import fit


def main():
    r = jnp.linspace(0.8, 3.0, 128)
    e = morse(r)
    model = fit(ForceField(nnx.Rngs(0)), r, e)
    print("energy at r0", float(model.energy(jnp.array([1.2]))[0]))


if __name__ == "__main__":
    main()
