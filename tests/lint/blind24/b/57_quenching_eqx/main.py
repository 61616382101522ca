import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import QuenchCorrection
from train import quench_step, tx


def standards(seed=0):
    rng = np.random.default_rng(seed)
    tsie = rng.uniform(150, 900, 96).astype(np.float32)
    eff = (0.95 / (1 + np.exp(-(tsie - 300) / 90)) + rng.normal(0, 0.01, 96)).astype(np.float32)
    return jnp.asarray(tsie), jnp.asarray(eff)


def main():
    tsie, eff = standards()
    model = QuenchCorrection(jax.random.PRNGKey(0))
    for round_, scale in enumerate([500.0, 450.0, 400.0]):
        # re-centre the input scaling on the current standard set
        model = eqx.tree_at(lambda m: m.tsie_scale, model, jnp.array(scale, dtype=jnp.float32))
        opt_state = tx.init(eqx.filter(model, eqx.is_array))
        for _ in range(30):
            model, opt_state, loss = quench_step(model, opt_state, tsie, eff)
        print(round_, float(loss))


if __name__ == "__main__":
    main()
