import jax
import jax.numpy as jnp
from flax import nnx

from annealing import beta_schedule
from model import EnergyNet, langevin_sweep


def main():
    model = EnergyNet(2, 32, nnx.Rngs(0))
    key = jax.random.PRNGKey(0)
    x = 3.0 * jax.random.normal(key, (256, 2))
    for stage, beta in enumerate(beta_schedule(6)):
        model.beta.value = jnp.float32(beta)
        key, sub = jax.random.split(key)
        x = langevin_sweep(model, x, sub)
        print(f"stage {stage} beta={beta:.3f} mean energy={float(model.energy(x).mean()):.3f}")


if __name__ == "__main__":
    main()
