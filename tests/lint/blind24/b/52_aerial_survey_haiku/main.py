import jax
import jax.numpy as jnp
import numpy as np

from net import get_net, predict_dose


def flight_lines(n_lines=5, per_line=200, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_lines):
        yield rng.lognormal(0, 0.3, (per_line, 4)).astype(np.float32)


def main():
    params = get_net().init(jax.random.PRNGKey(0), jnp.ones((1, 4)))
    for i, feats in enumerate(flight_lines()):
        dose = predict_dose(params, feats)
        print(f"line {i}: mean {float(dose.mean()):.3f}")


if __name__ == "__main__":
    main()
