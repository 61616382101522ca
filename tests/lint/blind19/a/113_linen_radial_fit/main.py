import jax
import jax.numpy as jnp

from model import RadialPotential
from train import create_state, train_step

CUTOFF_CURRICULUM = [2.0, 2.5, 3.0, 3.5]


def target(r):
    return 4.0 * ((1.0 / r) ** 12 - (1.0 / r) ** 6)


def main():
    r = jnp.linspace(0.95, 3.5, 128)[:, None]
    e = target(r)
    params = RadialPotential(cutoff=CUTOFF_CURRICULUM[0]).init(jax.random.PRNGKey(0), r)
    for stage, rc in enumerate(CUTOFF_CURRICULUM):
        model = RadialPotential(cutoff=rc)
        state = create_state(model, params, 3e-3)
        for _ in range(5):
            state, loss = train_step(state, r, e)
        params = state.params
        print(f"stage {stage} cutoff={rc} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
