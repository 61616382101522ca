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
    model = RadialPotential()
    params = model.init(jax.random.PRNGKey(0), r, CUTOFF_CURRICULUM[0])
    state = create_state(model, params, 3e-3)
    for stage, rc in enumerate(CUTOFF_CURRICULUM):
        cutoff = jnp.float32(rc)
        for _ in range(5):
            state, loss = train_step(state, r, e, cutoff)
        print(f"stage {stage} cutoff={rc} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
